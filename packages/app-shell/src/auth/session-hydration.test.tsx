import { meQueries } from '@arcana/api-client';
import { GUEST_USER } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { useSession } from './session';

function Who() {
  return <p>{useSession().status}</p>;
}

const tree = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <Who />
  </QueryClientProvider>
);

it('hydrates a prerendered page as it was drawn (loading), then shows the visitor it already knows', async () => {
  const markup = renderToString(tree(new QueryClient()));
  expect(markup).toBe('<p>loading</p>');

  // In the browser the guest is known before hydration (no stored session: no request).
  const client = new QueryClient();
  client.setQueryData(meQueries.current().queryKey, GUEST_USER);
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const onRecoverableError = vi.fn();
  await act(async () => {
    hydrateRoot(container, tree(client), { onRecoverableError });
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(container.innerHTML).toBe('<p>guest</p>');
  container.remove();
});
