import type { Session } from '@arcana/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import ActiveSessionAlertDialog from './ActiveSessionAlertDialog';
import { sessionRoomLink } from './room-link';

const scheduled: Session = {
  id: 12,
  status: 'SCHEDULED',
  startTime: '2026-11-22T06:03:00.000Z',
  durationSeconds: 1800,
  counselingType: 'VIDEO',
  startType: 'RESERVATION',
  product: { name: '데모 상담', mainImage: null },
  counselor: { id: 2, name: '데모 상담사' },
  user: { displayName: '데모 고객' },
  hasReview: false,
};

it('announces a scheduled session with its countdown, counselor, type and duration', () => {
  render(
    <ActiveSessionAlertDialog
      session={scheduled}
      side="USER"
      countdownText="3분 후"
      link={sessionRoomLink(12, 'USER', 'USER', 'http://counselor.localhost:5174')}
      onDismiss={() => {}}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: '곧 상담이 시작돼요' });
  expect(dialog.textContent).toContain('데모 상담');
  expect(dialog.textContent).toContain('데모 상담사');
  expect(dialog.textContent).toContain('영상 상담');
  expect(dialog.textContent).toContain('3분 후');
  expect(dialog.textContent).toContain('30분');
  expect(screen.getByRole('link', { name: '상담방으로 가기' }).getAttribute('href')).toBe(
    '/counseling/sessions/12?senderType=USER',
  );
});

it('shows a counselor the customer and links to the room with senderType COUNSELOR', () => {
  render(
    <ActiveSessionAlertDialog
      session={{ ...scheduled, status: 'IN_PROGRESS', durationSeconds: null }}
      side="COUNSELOR"
      countdownText="곧 시작"
      link={sessionRoomLink(12, 'COUNSELOR', 'COUNSELOR', 'http://127.0.0.1:5173')}
      onDismiss={() => {}}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: '진행 중인 상담이 있어요' });
  expect(dialog.textContent).toContain('데모 고객');
  expect(dialog.textContent).toContain('무제한');
  expect(dialog.textContent).not.toContain('곧 시작');
  expect(screen.getByRole('link', { name: '상담방으로 가기' }).getAttribute('href')).toBe(
    '/counseling/sessions/12?senderType=COUNSELOR',
  );
});

it('links a counselor session to the counselor app from the web app', () => {
  render(
    <ActiveSessionAlertDialog
      session={scheduled}
      side="COUNSELOR"
      countdownText="3분 후"
      link={sessionRoomLink(12, 'COUNSELOR', 'USER', 'http://counselor.localhost:5174')}
      onDismiss={() => {}}
    />,
  );
  expect(screen.getByRole('link', { name: '상담방으로 가기' }).getAttribute('href')).toBe(
    'http://counselor.localhost:5174/counseling/sessions/12?senderType=COUNSELOR',
  );
});

it('routes a same-app room link through the router', () => {
  const onEnter = vi.fn();
  render(
    <ActiveSessionAlertDialog
      session={scheduled}
      side="USER"
      countdownText="3분 후"
      link={sessionRoomLink(12, 'USER', 'USER', 'http://counselor.localhost:5174')}
      onDismiss={() => {}}
      onEnter={onEnter}
    />,
  );
  fireEvent.click(screen.getByRole('link', { name: '상담방으로 가기' }));
  expect(onEnter).toHaveBeenCalledWith('/counseling/sessions/12?senderType=USER');
});

it('dismisses with 닫기 and with Escape', () => {
  const onDismiss = vi.fn();
  render(
    <ActiveSessionAlertDialog
      session={scheduled}
      side="USER"
      countdownText="3분 후"
      link={sessionRoomLink(12, 'USER', 'USER', '')}
      onDismiss={onDismiss}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: '닫기' }));
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(onDismiss).toHaveBeenCalledTimes(2);
});
