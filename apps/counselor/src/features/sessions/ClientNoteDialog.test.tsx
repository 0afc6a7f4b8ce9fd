// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { callOf, json, renderWithSelf, stubFetch } from '../office/testing';
import { ClientNoteDialog } from './ClientNoteDialog';

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('reads the client note, and saves the new text for that client only', async () => {
  fetchMock.mockResolvedValueOnce(
    json({
      userId: 12,
      text: '연애 고민으로 두 번째 상담.',
      updatedAt: '2026-11-20T05:00:00.000Z',
    }),
  );
  const onClose = vi.fn();
  renderWithSelf(<ClientNoteDialog client={{ userId: 12, name: '구름빵' }} onClose={onClose} />);
  expect(screen.getByRole('dialog', { name: '구름빵 고객 메모' })).toBeTruthy();
  const field = (await screen.findByLabelText('메모')) as HTMLTextAreaElement;
  expect(field.value).toBe('연애 고민으로 두 번째 상담.');
  expect(callOf(fetchMock, 0).url).toContain('/api/client/counselor/clients/12/note');
  expect(screen.getByText(/나만 볼 수 있어요\./).textContent).toContain('2026-11-20 14:00');

  fireEvent.change(field, { target: { value: '차분한 말투를 좋아해요.' } });
  fetchMock.mockResolvedValueOnce(
    json({ userId: 12, text: '차분한 말투를 좋아해요.', updatedAt: '2026-11-24T01:00:00.000Z' }),
  );
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(callOf(fetchMock, 1)).toMatchObject({
    method: 'PUT',
    body: { text: '차분한 말투를 좋아해요.' },
  });
});
