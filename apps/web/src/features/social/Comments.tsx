import { deleteComment, type SocialTarget, sharingQueries } from '@arcana/api-client';
import { showToast, useSession } from '@arcana/app-shell';
import { type Comment, formatDateTime } from '@arcana/domain';
import { Button, Skeleton } from '@arcana/ui';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CommentForm } from './CommentForm';
import { ConfirmDialog } from './ConfirmDialog';
import { afterCommentChange } from './comment-count';
import { GuestInvite } from './GuestInvite';
import { t } from './intl';
import { PagedList, skeletonRows } from './PagedList';
import * as styles from './social.css';

export type CommentsProps = {
  target: SocialTarget;
  /** The count the page already knows (share or article detail), for the heading. */
  count?: number;
};

/**
 * 댓글: newest first, older ones with 더 보기; the form for a logged-in person (a guest is
 * invited to log in); one's own comments can be deleted after a confirmation. Comment text is
 * shown as plain text with its line breaks, never as markup.
 */
export function Comments({ target, count }: CommentsProps) {
  const session = useSession();
  const list = useInfiniteQuery(sharingQueries.comments(target));
  const comments = list.data?.pages.flatMap((page) => page.content) ?? [];
  const heading =
    count === undefined ? t('social.comments.titlePlain') : t('social.comments.title', { count });

  return (
    <section className={styles.section} aria-label={t('social.comments.titlePlain')}>
      <h2 className={styles.sectionTitle}>{heading}</h2>
      {session.isAuthenticated ? (
        <CommentForm target={target} />
      ) : session.status === 'guest' ? (
        <GuestInvite message={t('social.comments.guest')} />
      ) : null}
      <PagedList
        query={list}
        items={comments}
        label={t('social.comments.list')}
        listClassName={styles.list}
        skeleton={skeletonRows(3, (key) => (
          <li key={key} className={styles.item}>
            <Skeleton width="30%" />
            <Skeleton width="90%" />
          </li>
        ))}
        empty={<p className={styles.empty}>{t('social.comments.empty')}</p>}
      >
        {(comment) => <CommentItem key={comment.id} target={target} comment={comment} />}
      </PagedList>
    </section>
  );
}

function CommentItem({ target, comment }: { target: SocialTarget; comment: Comment }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteComment(comment.id),
    onSuccess: () => {
      setConfirming(false);
      void showToast(t('social.comments.deleted'), 'success');
      afterCommentChange(queryClient, target, -1);
    },
  });
  return (
    <li className={styles.item} data-comment-id={comment.id}>
      <div className={styles.itemHeader}>
        <span className={styles.author}>{comment.authorName}</span>
        {comment.mine ? (
          <span className={styles.mineBadge}>{t('social.comments.mine')}</span>
        ) : null}
        <time className={styles.time} dateTime={comment.createdAt}>
          {formatDateTime(comment.createdAt)}
        </time>
        <span className={styles.spacer} />
        {comment.mine ? (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            {t('social.delete')}
          </Button>
        ) : null}
      </div>
      <p className={styles.plainText}>{comment.content}</p>
      {comment.mine ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('social.comments.deleteTitle')}
          description={t('social.comments.deleteDescription')}
          confirmLabel={t('social.comments.deleteConfirm')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
        />
      ) : null}
    </li>
  );
}
