// @vitest-environment jsdom
import { TAROT_SPREADS } from '@arcana/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardFan } from './CardFan';

afterEach(cleanup);

function renderFan(picks: number[] = [], onToggle = vi.fn()) {
  render(
    <CardFan
      deckSize={78}
      positions={TAROT_SPREADS.THREE_CARDS.positions}
      picks={picks}
      submitting={false}
      onToggle={onToggle}
      onSubmit={() => {}}
    />,
  );
  return onToggle;
}

describe('CardFan', () => {
  it('offers 78 face-down cards as buttons named by their place, chosen ones pressed', () => {
    renderFan([4]);
    const deck = screen.getByRole('group', { name: '뒤집힌 카드 78장' });
    const cards = deck.querySelectorAll('button');
    expect(cards).toHaveLength(78);
    expect(screen.getByRole('button', { name: '1번째 카드' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.getByRole('button', { name: '5번째 카드' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText(/1\/3장 골랐어요/).textContent).toContain('현재');
  });

  it('walks the fan with the arrow keys and Home/End, and picks with a press', () => {
    const onToggle = renderFan();
    const first = screen.getByRole('button', { name: '1번째 카드' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '2번째 카드' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '78번째 카드' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '78번째 카드' }));
    fireEvent.click(document.activeElement as Element);
    expect(onToggle).toHaveBeenCalledWith(77);
  });

  it('lets the cards be turned only once every place is chosen', () => {
    renderFan([1, 2]);
    expect(screen.getByRole('button', { name: '카드 펼치기' })).toHaveProperty('disabled', true);
    cleanup();
    renderFan([1, 2, 3]);
    expect(screen.getByRole('button', { name: '카드 펼치기' })).toHaveProperty('disabled', false);
  });
});
