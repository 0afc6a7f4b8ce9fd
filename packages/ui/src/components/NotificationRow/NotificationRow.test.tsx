import {
  COUNSELOR_NOTIFICATION_TYPES,
  notificationPolicy,
  USER_NOTIFICATION_TYPES,
} from '@arcana/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { NotificationRow, NotificationRowGroup } from './NotificationRow.tsx';
import { NotificationTypeIcon } from './NotificationTypeIcon.tsx';

const policyIcons = [
  ...USER_NOTIFICATION_TYPES.map((type) => notificationPolicy('USER', type).icon),
  ...COUNSELOR_NOTIFICATION_TYPES.map((type) => notificationPolicy('COUNSELOR', type).icon),
];

it('draws every icon the notification policy names, and the bell for an unknown name', () => {
  for (const name of new Set(policyIcons)) {
    const { container, unmount } = render(<NotificationTypeIcon name={name} />);
    expect(container.querySelector('svg')?.getAttribute('data-icon')).toBe(name);
    unmount();
  }
  const { container } = render(<NotificationTypeIcon name="no-such-icon" />);
  expect(container.querySelector('svg')?.getAttribute('data-icon')).toBe('bell');
});

function renderRow(read: boolean, onSelect = vi.fn()) {
  render(
    <NotificationRowGroup aria-label="알림 목록">
      <NotificationRow
        id={7}
        type="COMMENT"
        icon="message-circle"
        tone="neutral"
        chip="댓글"
        title="새 댓글이 달렸어요"
        content="타로 풀이에 댓글이 달렸어요."
        time="2026-11-22 12:05"
        dateTime="2026-11-22T03:05:00.000Z"
        read={read}
        unreadLabel="읽지 않음"
        onSelect={onSelect}
      />
    </NotificationRowGroup>,
  );
  return onSelect;
}

it('announces an unread row first and marks it for styling', () => {
  const onSelect = renderRow(false);
  const row = screen.getByRole('button', {
    name: '읽지 않음, 댓글 2026-11-22 12:05 새 댓글이 달렸어요 타로 풀이에 댓글이 달렸어요.',
  });
  expect(row.dataset.read).toBe('false');
  expect(row.dataset.notificationId).toBe('7');
  expect(row.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T03:05:00.000Z');
  fireEvent.click(row);
  expect(onSelect).toHaveBeenCalledTimes(1);
});

it('a read row says nothing extra', () => {
  renderRow(true);
  const row = screen.getByRole('button');
  expect(row.dataset.read).toBe('true');
  expect(screen.queryByText(/읽지 않음/)).toBeNull();
});
