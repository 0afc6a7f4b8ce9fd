import { aiSocialQueries } from '@arcana/api-client';
import { useSession } from '@arcana/app-shell';
import { formatDateTime } from '@arcana/domain';
import { buttonStyle, ChatIcon, Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChatLoadError } from './ChatLoadError';
import * as styles from './chat.css';
import { GuestLoginLink } from './GuestLoginLink';
import { t } from './intl';

const SKELETONS = ['a', 'b', 'c'] as const;

/** /ai/chat/list: one row per character the user has talked with, the latest first. */
export function ChatListPage() {
  const session = useSession();
  const chats = useQuery({ ...aiSocialQueries.chats(), enabled: session.status === 'user' });
  if (session.status === 'guest') {
    return (
      <div className={styles.empty} data-testid="chat-list-guest">
        <ChatIcon size={32} aria-hidden="true" />
        <p className={styles.emptyTitle}>{t('chat.list.guest')}</p>
        <p className={styles.muted}>{t('chat.list.guestHint')}</p>
        <GuestLoginLink />
      </div>
    );
  }
  if (chats.isPending) {
    return (
      <div className={styles.list} role="status" aria-busy="true" aria-label={t('chat.loading')}>
        {SKELETONS.map((key) => (
          <div key={key} className={styles.skeletonRow}>
            <Skeleton shape="circle" width={44} />
            <div className={styles.listText}>
              <Skeleton width="30%" />
              <Skeleton width="80%" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (chats.isError) {
    return <ChatLoadError onRetry={() => void chats.refetch()} retrying={chats.isFetching} />;
  }
  if (chats.data.length === 0) {
    return (
      <div className={styles.empty} data-testid="chat-list-empty">
        <ChatIcon size={32} aria-hidden="true" />
        <p className={styles.emptyTitle}>{t('chat.list.empty')}</p>
        <p className={styles.muted}>{t('chat.list.emptyHint')}</p>
        <Link to="/ai/list" className={buttonStyle({ variant: 'primary' })}>
          {t('chat.list.emptyCta')}
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles.list} aria-label={t('chat.list.label')}>
      {chats.data.map(({ character, lastMessage }) => (
        <li key={character.id}>
          <Link to="/ai/$id/chat" params={{ id: character.id }} className={styles.listRow}>
            <img
              src={character.portraitUrl}
              alt=""
              className={styles.portrait}
              width={44}
              height={44}
            />
            <div className={styles.listText}>
              <div className={styles.listHead}>
                <span className={styles.listName}>{character.name}</span>
                <time className={styles.listTime} dateTime={lastMessage.createdAt}>
                  {formatDateTime(lastMessage.createdAt)}
                </time>
              </div>
              <span className={styles.listLast}>
                {lastMessage.role === 'USER'
                  ? t('chat.list.you', { text: lastMessage.content })
                  : lastMessage.content}
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
