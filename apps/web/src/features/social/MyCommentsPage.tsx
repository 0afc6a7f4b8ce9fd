import { sharingQueries } from '@arcana/api-client';
import { formatDateTime } from '@arcana/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { t } from './intl';
import { MineList } from './MineList';
import * as styles from './mine.css';
import * as social from './social.css';
import { TargetLink } from './TargetLink';

/** 내 댓글 (/me/comments): newest first, each with a link to where it was left. */
export function MyCommentsPage() {
  const list = useInfiniteQuery(sharingQueries.myComments());
  const items = list.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <MineList
      list={list}
      items={items}
      label={t('web.me.comments.title')}
      empty={t('social.mine.commentsEmpty')}
      emptyCta={{ label: t('social.mine.emptyCta'), to: '/shared/list' }}
    >
      {(comment) => (
        <li key={comment.id} className={styles.row} data-comment-id={comment.id}>
          <TargetLink target={comment.target} />
          <p className={social.plainText}>{comment.content}</p>
          <time className={social.time} dateTime={comment.createdAt}>
            {formatDateTime(comment.createdAt)}
          </time>
        </li>
      )}
    </MineList>
  );
}
