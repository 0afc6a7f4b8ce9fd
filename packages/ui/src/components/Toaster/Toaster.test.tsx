import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { Toaster } from './Toaster.tsx';

describe('Toaster', () => {
  it('shows a toast at the bottom centre in the dark theme', async () => {
    render(<Toaster />);
    act(() => {
      toast('저장했어요');
    });
    expect(await screen.findByText('저장했어요')).toBeTruthy();
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list?.getAttribute('data-y-position')).toBe('bottom');
    expect(list?.getAttribute('data-x-position')).toBe('center');
    expect(list?.getAttribute('data-sonner-theme')).toBe('dark');
  });
});
