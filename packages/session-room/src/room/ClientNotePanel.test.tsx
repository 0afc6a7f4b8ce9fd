import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { roomState } from '../test/fakes';
import { ClientNotePanel } from './ClientNotePanel';

afterEach(cleanup);

const note = {
  userId: 9,
  text: '연애 고민, 조용한 말투를 편해해요.',
  updatedAt: '2026-11-20T05:10:00.000Z',
};

it('shows the counselor its note about the client, open, read-only, with the way to edit it', () => {
  render(<ClientNotePanel room={roomState({ me: 'COUNSELOR', clientNote: note })} />);
  const panel = screen.getByTestId('client-note');
  expect(panel.hasAttribute('open')).toBe(true);
  expect(screen.getByText('내 메모')).toBeTruthy();
  expect(screen.getByText('연애 고민, 조용한 말투를 편해해요.')).toBeTruthy();
  expect(screen.getByText('2026-11-20 14:10에 수정')).toBeTruthy();
  expect(
    screen.getByRole('link', { name: '상담 내역에서 메모 수정하기' }).getAttribute('href'),
  ).toBe('/counselor/sessions');
  expect(screen.queryByRole('textbox')).toBeNull();
});

it('starts closed and says so when nothing was written', () => {
  render(
    <ClientNotePanel
      room={roomState({ me: 'COUNSELOR', clientNote: { userId: 9, text: '', updatedAt: null } })}
    />,
  );
  expect(screen.getByTestId('client-note').hasAttribute('open')).toBe(false);
  expect(screen.getByText('이 고객에 대해 적어 둔 메모가 없어요.')).toBeTruthy();
});

it('draws nothing for the user, even if a note were sent', () => {
  render(<ClientNotePanel room={roomState({ me: 'USER', clientNote: note })} />);
  expect(screen.queryByTestId('client-note')).toBeNull();
  expect(screen.queryByText('내 메모')).toBeNull();
});
