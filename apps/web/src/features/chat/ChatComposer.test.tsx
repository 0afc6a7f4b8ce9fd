// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ChatComposer } from './ChatComposer';

afterEach(cleanup);

function renderComposer(onSend = vi.fn(async () => true)) {
  render(<ChatComposer characterName="루나" busy={false} onSend={onSend} />);
  return { onSend, box: screen.getByRole('textbox', { name: '메시지' }) };
}

it('sends with Enter and empties the box', async () => {
  const { onSend, box } = renderComposer();
  fireEvent.change(box, { target: { value: '  안녕하세요  ' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(onSend).toHaveBeenCalledWith('안녕하세요');
  expect(box).toHaveProperty('value', '');
});

it('keeps Shift+Enter for a new line and never sends while a Korean syllable is composing', () => {
  const { onSend, box } = renderComposer();
  fireEvent.change(box, { target: { value: '안녕' } });
  fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
  fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
  expect(onSend).not.toHaveBeenCalled();
});

it('gives the draft back when the message did not go out (the daily limit)', async () => {
  const { box } = renderComposer(vi.fn(async () => false));
  fireEvent.change(box, { target: { value: '오늘의 운세' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  await vi.waitFor(() => expect(box).toHaveProperty('value', '오늘의 운세'));
});

it('counts up to 500 and sends nothing empty', () => {
  const { onSend, box } = renderComposer();
  fireEvent.change(box, { target: { value: '   ' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(onSend).not.toHaveBeenCalled();
  expect(screen.getByText('3/500')).toBeTruthy();
  expect(screen.getByRole('button', { name: '보내기' })).toHaveProperty('disabled', true);
});
