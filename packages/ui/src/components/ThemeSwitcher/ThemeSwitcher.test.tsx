import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeSwitcher, type ThemeSwitcherValue } from './ThemeSwitcher.tsx';

const labels = { auto: '자동', light: '라이트', dark: '다크' };

function Controlled({ onValueChange }: { onValueChange: (value: ThemeSwitcherValue) => void }) {
  const [value, setValue] = useState<ThemeSwitcherValue>('auto');
  return (
    <ThemeSwitcher
      labels={labels}
      value={value}
      onValueChange={(next) => {
        onValueChange(next);
        setValue(next);
      }}
    />
  );
}

describe('ThemeSwitcher', () => {
  it('renders a radiogroup with three radios and the current one checked', () => {
    render(<ThemeSwitcher aria-label="화면 테마" labels={labels} value="light" />);
    expect(screen.getByRole('radiogroup', { name: '화면 테마' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(screen.getByRole('radio', { name: '라이트' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: '자동' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('radio', { name: '라이트' }).tabIndex).toBe(0);
    expect(screen.getByRole('radio', { name: '다크' }).tabIndex).toBe(-1);
  });

  it('arrow keys move the selection, wrap around and call onValueChange', () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);

    fireEvent.keyDown(screen.getByRole('radio', { name: '자동' }), { key: 'ArrowRight' });
    expect(onValueChange).toHaveBeenLastCalledWith('light');
    expect(screen.getByRole('radio', { name: '라이트' }).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '라이트' }));

    fireEvent.keyDown(screen.getByRole('radio', { name: '라이트' }), { key: 'ArrowDown' });
    expect(onValueChange).toHaveBeenLastCalledWith('dark');

    fireEvent.keyDown(screen.getByRole('radio', { name: '다크' }), { key: 'ArrowRight' });
    expect(onValueChange).toHaveBeenLastCalledWith('auto');

    fireEvent.keyDown(screen.getByRole('radio', { name: '자동' }), { key: 'ArrowLeft' });
    expect(onValueChange).toHaveBeenLastCalledWith('dark');
    expect(screen.getByRole('radio', { name: '다크' }).getAttribute('data-state')).toBe('checked');
  });

  it('works uncontrolled and selects on click', () => {
    const onValueChange = vi.fn();
    render(<ThemeSwitcher labels={labels} defaultValue="dark" onValueChange={onValueChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '자동' }));
    expect(onValueChange).toHaveBeenCalledWith('auto');
    expect(screen.getByRole('radio', { name: '자동' }).getAttribute('aria-checked')).toBe('true');
  });

  it('shows descriptions in the list layout', () => {
    render(
      <ThemeSwitcher
        labels={labels}
        descriptions={{ auto: '시스템 설정을 따라요' }}
        value="auto"
      />,
    );
    expect(screen.getByText('시스템 설정을 따라요')).toBeTruthy();
  });
});
