import { markAllRead, markRead, notificationQueries } from '@arcana/api-client';
import {
  formatDateTime,
  type NotificationAudience,
  type NotificationItem,
  notificationPolicy,
} from '@arcana/domain';
import {
  AlertIcon,
  BellIcon,
  Button,
  NotificationRow,
  NotificationRowGroup,
  NotificationRowSkeleton,
  Spinner,
  vars,
} from '@arcana/ui';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type CSSProperties, useEffect, useRef } from 'react';
import { t } from '../intl/notification-messages';
import { showToast } from '../providers/show-toast';
import { markAllReadInCache, markReadInCache } from './notification-cache';

export type NotificationListProps = {
  audience: NotificationAudience;
};

/** Stable keys for the placeholder rows. */
const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

/**
 * 알림 목록 of both apps: pages of NOTIFICATION_PAGE_SIZE, newest first, the next page loading
 * as its end scrolls into view. A click marks the row read (never a TEST one, SPEC §4) and
 * follows its link; 모두 읽음 marks everything read.
 */
export function NotificationList({ audience }: NotificationListProps) {
  const list = useInfiniteQuery(notificationQueries.list(audience));
  const unread = useQuery(notificationQueries.unreadCount(audience));
  const queryClient = useQueryClient();
  const router = useRouter();

  const readAll = useMutation({
    mutationFn: () => markAllRead(audience),
    onSuccess: () => {
      markAllReadInCache(queryClient, audience);
      void showToast(t('shell.notifications.list.allReadDone'), 'success');
    },
  });

  const open = (notification: NotificationItem) => {
    // TEST notifications stay unread until 모두 읽음 (SPEC §4, DESIGN "Notifications").
    if (!notification.read && notification.type !== 'TEST') {
      markReadInCache(queryClient, audience, notification.id);
      markRead(audience, notification.id).catch(() => {
        void queryClient.invalidateQueries({ queryKey: notificationQueries.all(audience) });
      });
    }
    const { link } = notification;
    if (!link) return;
    if (/^https?:\/\//.test(link)) window.location.assign(link);
    else void router.navigate({ href: link });
  };

  if (list.isPending) {
    return (
      <div style={columnStyle} aria-busy="true">
        <span style={visuallyHidden} role="status">
          {t('shell.loading')}
        </span>
        <NotificationRowGroup aria-hidden="true">
          {SKELETON_ROWS.map((key) => (
            <NotificationRowSkeleton key={key} />
          ))}
        </NotificationRowGroup>
      </div>
    );
  }

  if (list.isError) {
    return (
      <div style={centeredStyle} role="alert">
        <AlertIcon size={32} aria-hidden="true" />
        <p style={leadStyle}>{t('shell.notifications.list.error')}</p>
        <Button
          variant="secondary"
          size="sm"
          loading={list.isFetching}
          onClick={() => void list.refetch()}
        >
          {t('shell.action.retry')}
        </Button>
      </div>
    );
  }

  const notifications = list.data.pages.flatMap((page) => page.content);
  const unreadCount = unread.data ?? notifications.filter((item) => !item.read).length;

  if (notifications.length === 0) {
    return (
      <div style={centeredStyle} data-testid="notifications-empty">
        <span style={emptyIconStyle}>
          <BellIcon size={28} aria-hidden="true" />
        </span>
        <p style={emptyTitleStyle}>{t('shell.notifications.list.empty')}</p>
        <p style={leadStyle}>{t('shell.notifications.list.emptyHint')}</p>
      </div>
    );
  }

  return (
    <div style={columnStyle}>
      <div style={toolbarStyle}>
        <p style={summaryStyle} aria-live="polite">
          {unreadCount > 0
            ? t('shell.notifications.list.unreadSummary', { count: unreadCount })
            : t('shell.notifications.list.allReadSummary')}
        </p>
        <Button
          variant="ghost"
          size="sm"
          loading={readAll.isPending}
          disabled={unreadCount === 0 && notifications.every((item) => item.read)}
          onClick={() => readAll.mutate()}
        >
          {t('shell.notifications.list.readAll')}
        </Button>
      </div>
      <NotificationRowGroup aria-label={t('shell.notifications.list.label')}>
        {notifications.map((notification) => {
          const policy = notificationPolicy(audience, notification.type);
          return (
            <NotificationRow
              key={notification.id}
              id={notification.id}
              type={notification.type}
              icon={policy.icon}
              tone={policy.color}
              chip={policy.chip}
              title={notification.title}
              content={notification.content}
              time={formatDateTime(notification.createdAt)}
              dateTime={notification.createdAt}
              read={notification.read}
              unreadLabel={t('shell.notifications.list.unread')}
              onSelect={() => open(notification)}
            />
          );
        })}
      </NotificationRowGroup>
      <ListEnd
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onMore={() => void list.fetchNextPage()}
      />
    </div>
  );
}

/** Loads the next page when it scrolls into view; a button does the same by hand. */
function ListEnd({
  hasMore,
  loading,
  failed,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMoreRef.current();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, failed]);

  if (!hasMore) {
    return <p style={endStyle}>{t('shell.notifications.list.end')}</p>;
  }
  return (
    <div ref={sentinel} style={endStyle}>
      {loading ? (
        <span style={loadingMoreStyle} role="status">
          <Spinner size="sm" />
          {t('shell.notifications.list.loadingMore')}
        </span>
      ) : (
        <>
          {failed ? <p role="alert">{t('shell.notifications.list.moreError')}</p> : null}
          <Button variant="secondary" size="sm" onClick={onMore}>
            {failed ? t('shell.action.retry') : t('shell.notifications.list.loadMore')}
          </Button>
        </>
      )}
    </div>
  );
}

// app-shell draws with inline styles over the theme variables (no stylesheet of its own).
const columnStyle: CSSProperties = { display: 'flex', flexDirection: 'column', gap: vars.space[3] };

const toolbarStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingInlineStart: vars.space[1],
};

const summaryStyle: CSSProperties = {
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
};

const centeredStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[12],
  paddingInline: vars.space[4],
  textAlign: 'center',
  wordBreak: 'keep-all',
};

const emptyIconStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
  color: vars.color.foreground.subtle,
};

const emptyTitleStyle: CSSProperties = {
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
};

const leadStyle: CSSProperties = {
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
};

const endStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  paddingBlock: vars.space[4],
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.sm,
};

const loadingMoreStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
};

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
