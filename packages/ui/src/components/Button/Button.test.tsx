import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

  it('a submit button drawn at build time waits for hydration, so the browser never sends its form', async () => {
    const form = (
      <form>
        <input name="password" defaultValue="secret" />
        <Button type="submit">로그인</Button>
        <Button>취소</Button>
      </form>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const submit = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('data-hydrating')).toBe('true');
    expect((container.querySelector('button[type="button"]') as HTMLButtonElement).disabled).toBe(
      false,
    );

    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(submit.disabled).toBe(false);
    expect(submit.hasAttribute('data-hydrating')).toBe(false);
    container.remove();
  });

  it('a submit button drawn in the browser is ready at once', () => {
    render(<Button type="submit">보내기</Button>);
    expect(screen.getByRole('button', { name: '보내기' })).toHaveProperty('disabled', false);
  });
});
