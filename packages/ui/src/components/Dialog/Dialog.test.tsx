import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './Dialog.tsx';

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and closes with the close button', () => {
    render(
      <Dialog>
        <DialogTrigger>열기</DialogTrigger>
        <DialogContent closeLabel="닫기">
          <DialogTitle>결제가 완료됐어요</DialogTitle>
          <DialogDescription>상담을 시작할 수 있어요.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: '열기' }));
    const dialog = screen.getByRole('dialog', { name: '결제가 완료됐어요' });
    expect(dialog.getAttribute('data-state')).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
