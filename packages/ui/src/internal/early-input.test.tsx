import { act } from '@testing-library/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { useEarlyInputRef } from './early-input';

function Fields({ early }: { early: boolean }) {
  const [query, setQuery] = useState('');
  const [note, setNote] = useState('');
  const [remember, setRemember] = useState(false);
  const [kind, setKind] = useState('general');
  const [sort, setSort] = useState('RECOMMENDED');
  const ref = useEarlyInputRef();
  const noteRef = useEarlyInputRef<HTMLTextAreaElement>();
  const selectRef = useEarlyInputRef<HTMLSelectElement>();
  const own = early ? ref : undefined;
  // What a page does once hydrated (its data refreshed): the fields render again.
  const [, setRenders] = useState(0);
  useEffect(() => setRenders((count) => count + 1), []);
  return (
    <form>
      <input
        ref={own}
        aria-label="검색어"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <textarea
        ref={early ? noteRef : undefined}
        aria-label="내용"
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <input
        ref={own}
        type="checkbox"
        aria-label="기억하기"
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      {['general', 'payment'].map((value) => (
        <input
          key={value}
          ref={own}
          type="radio"
          name="kind"
          aria-label={value}
          checked={kind === value}
          onChange={() => setKind(value)}
        />
      ))}
      <select
        ref={early ? selectRef : undefined}
        aria-label="정렬"
        value={sort}
        onChange={(event) => setSort(event.target.value)}
      >
        <option value="RECOMMENDED">추천순</option>
        <option value="RATING">평점순</option>
      </select>
      <output>{`${query}|${note}|${remember}|${kind}|${sort}`}</output>
    </form>
  );
}

/** Puts values in as a person does before any script runs: the DOM changes, React is not there. */
function fillBeforeHydration(container: HTMLElement) {
  const field = <T extends Element>(selector: string) => {
    const found = container.querySelector<T>(selector);
    if (!found) throw new Error(selector);
    return found;
  };
  field<HTMLInputElement>('input[aria-label="검색어"]').value = '별하 상담사';
  field<HTMLTextAreaElement>('textarea').value = '결제가 두 번 됐어요';
  field<HTMLInputElement>('input[type="checkbox"]').checked = true;
  field<HTMLInputElement>('input[aria-label="payment"]').checked = true;
  field<HTMLSelectElement>('select').value = 'RATING';
}

async function hydrateTyped(app: React.ReactNode, server: React.ReactNode = app) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
  document.body.append(container);
  fillBeforeHydration(container);
  await act(async () => {
    hydrateRoot(container, app);
  });
  await act(async () => {});
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('gives React what was put into a prerendered form before it hydrated', async () => {
  const container = await hydrateTyped(<Fields early />);
  expect(container.querySelector('output')?.textContent).toBe(
    '별하 상담사|결제가 두 번 됐어요|true|payment|RATING',
  );
  expect(container.querySelector<HTMLInputElement>('input[aria-label="검색어"]')?.value).toBe(
    '별하 상담사',
  );
});

it('without it, React never hears of that input (what it fixes)', async () => {
  const container = await hydrateTyped(<Fields early={false} />);
  expect(container.querySelector('output')?.textContent).toBe('||false|general|RECOMMENDED');
});

it('reaches fields inside a part that hydrates later', async () => {
  let release: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  const Later = lazy(async () => {
    await ready;
    return { default: Fields };
  });
  const container = await hydrateTyped(
    <Suspense fallback={null}>
      <Later early />
    </Suspense>,
    <Suspense fallback={null}>
      <Fields early />
    </Suspense>,
  );
  expect(container.querySelector('output')?.textContent).toBe('||false|general|RECOMMENDED');

  await act(async () => release());
  await act(async () => {});
  expect(container.querySelector('output')?.textContent).toBe(
    '별하 상담사|결제가 두 번 됐어요|true|payment|RATING',
  );
});

it('sends nothing for a form drawn in the browser', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const { createRoot } = await import('react-dom/client');
  await act(async () => {
    createRoot(container).render(<Fields early />);
  });
  await act(async () => {});
  expect(container.querySelector('output')?.textContent).toBe('||false|general|RECOMMENDED');
});
