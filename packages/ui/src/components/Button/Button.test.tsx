import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is pressable and idle by default', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>저장</Button>);
    const button = screen.getByRole('button', { name: '저장' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('data-state')).toBe('idle');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.getAttribute('type')).toBe('button');
  });

  it('while loading is disabled, busy and cannot be pressed twice', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        결제하기
      </Button>,
    );
    const button = screen.getByRole('button', { name: '결제하기' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('data-state')).toBe('loading');
    expect(button.querySelector('svg')).not.toBeNull();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
