import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import NotificationModal from './NotificationModal';

const payment = {
  id: 41,
  type: 'PAYMENT',
  title: '결제가 완료됐어요',
  content: '데모 상담 30분 결제가 완료됐어요.',
  createdAt: '2026-11-22T06:05:00.000Z',
  read: false,
  link: '/me/counseling/sessions',
};

it('is a dialog named by its title with the type chip, the link button and 확인', () => {
  render(
    <NotificationModal
      notification={payment}
      audience="USER"
      onClose={() => {}}
      onOpenLink={() => {}}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: '결제가 완료됐어요' });
  expect(dialog.textContent).toContain('결제');
  expect(dialog.textContent).toContain('데모 상담 30분 결제가 완료됐어요.');
  expect(screen.getByRole('button', { name: '바로가기' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '확인' })).toBeTruthy();
});

it('closes with the default button 확인', () => {
  const onClose = vi.fn();
  render(
    <NotificationModal
      notification={payment}
      audience="USER"
      onClose={onClose}
      onOpenLink={() => {}}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: '확인' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('closes with the close button', () => {
  const onClose = vi.fn();
  render(
    <NotificationModal
      notification={payment}
      audience="USER"
      onClose={onClose}
      onOpenLink={() => {}}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: '알림 닫기' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('closes with Escape', () => {
  const onClose = vi.fn();
  render(
    <NotificationModal
      notification={payment}
      audience="USER"
      onClose={onClose}
      onOpenLink={() => {}}
    />,
  );
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('stays open on an outside click (persistent)', () => {
  const onClose = vi.fn();
  render(
    <NotificationModal
      notification={payment}
      audience="USER"
      onClose={onClose}
      onOpenLink={() => {}}
    />,
  );
  fireEvent.pointerDown(document.body);
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog')).toBeTruthy();
});

it('follows the link with the action button', () => {
  const onClose = vi.fn();
  const onOpenLink = vi.fn();
  render(
    <NotificationModal
      notification={payment}
      audience="USER"
      onClose={onClose}
      onOpenLink={onOpenLink}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: '바로가기' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(onOpenLink).toHaveBeenCalledWith('/me/counseling/sessions');
});

it('offers only 확인 when the notification has no link', () => {
  render(
    <NotificationModal
      notification={{ ...payment, type: 'TEST', link: null }}
      audience="USER"
      onClose={() => {}}
      onOpenLink={() => {}}
    />,
  );
  expect(screen.queryByRole('button', { name: '바로가기' })).toBeNull();
  expect(screen.getByRole('button', { name: '확인' })).toBeTruthy();
  expect(screen.getByRole('dialog').textContent).toContain('테스트');
});
