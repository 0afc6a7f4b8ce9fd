import { deleteShare, sharingQueries } from '@arcana/api-client';
import { showToast } from '@arcana/app-shell';
import { formatDateTimeLong, type SharedReading, TAROT_THEMES } from '@arcana/domain';
import { Button, buttonStyle, Skeleton } from '@arcana/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Comments } from './Comments';
import { ConfirmDialog } from './ConfirmDialog';
import { t } from './intl';
import { LoadError } from './LoadError';
import { ReactionBar } from './ReactionBar';
import { SharedCards } from './SharedCards';
import * as styles from './share-page.css';

/** 공유된 타로 결과 (/shared/{id}): the snapshot, reactions, comments and the way to a reading of one's own. */
export function SharedReadingPage({ id }: { id: string }) {
  const share = useQuery(sharingQueries.detail(id));
  if (share.isPending) return <SharedReadingSkeleton />;
  if (share.isError) {
    return <LoadError onRetry={() => void share.refetch()} retrying={share.isFetching} />;
  }
  return <SharedReadingView share={share.data} />;
}

function SharedReadingView({ share }: { share: SharedReading }) {
  const { character } = share;
  return (
    <article className={styles.page} data-share-id={share.id}>
      <header className={styles.block}>
        <div className={styles.hero}>
          <img
            src={character.portraitUrl}
            alt=""
            className={styles.portrait}
            width={56}
            height={56}
          />
          <div className={styles.heroText}>
            <h2 className={styles.heroTitle}>
              {share.ownerName
                ? t('social.shared.byOwner', { name: share.ownerName })
                : t('social.shared.anonymous')}
            </h2>
            <p className={styles.meta}>
              {character.name} · {share.spreadName} · {TAROT_THEMES[share.theme].nameKo}
            </p>
            <p className={styles.meta}>
              <time dateTime={share.createdAt}>{formatDateTimeLong(share.createdAt)}</time>
            </p>
          </div>
          {share.mine ? <OwnerActions id={share.id} /> : null}
        </div>
        {share.question ? (
          <p className={styles.question}>
            <span className={styles.questionLabel}>{t('social.shared.question')}</span>
            {share.question}
          </p>
        ) : null}
      </header>

      <section className={styles.block} aria-labelledby="shared-cards">
        <h2 id="shared-cards" className={styles.blockTitle}>
          {t('social.shared.cards')}
        </h2>
        <SharedCards cards={share.cards} />
      </section>

      <section className={styles.block} aria-labelledby="shared-reading">
        <h2 id="shared-reading" className={styles.blockTitle}>
          {t('social.shared.reading', { character: character.name })}
        </h2>
        <p className={styles.answer} data-testid="shared-answer">
          {share.answer}
        </p>
      </section>

      <section className={styles.block} aria-labelledby="shared-reactions">
        <h2 id="shared-reactions" className={styles.blockTitle}>
          {t('social.shared.reactions')}
        </h2>
        <ReactionBar target={{ type: 'SHARE', shareId: share.id }} summary={share.reactions} />
        {share.mine ? null : (
          <Link
            to="/dialogs/share-response/$shareId"
            params={{ shareId: share.id }}
            className={buttonStyle({ variant: 'secondary', size: 'sm' })}
          >
            {t('social.shared.respond')}
          </Link>
        )}
      </section>

      <div className={styles.cta}>
        <p className={styles.ctaText}>
          {t('social.shared.ctaHint', { character: character.name })}
        </p>
        <Link
          to="/ai/$id/tarot"
          params={{ id: character.id }}
          className={buttonStyle({ variant: 'primary', size: 'lg', fullWidth: true })}
        >
          {t('social.shared.cta')}
        </Link>
      </div>

      <Comments target={{ type: 'SHARE', shareId: share.id }} count={share.commentCount} />
    </article>
  );
}

function OwnerActions({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteShare(id),
    onSuccess: () => {
      setConfirming(false);
      queryClient.removeQueries({ queryKey: sharingQueries.detail(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: sharingQueries.shares() });
      void showToast(t('social.shared.deleted'), 'success');
      void navigate({ to: '/shared/list' });
    },
  });
  return (
    <div className={styles.ownerRow}>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
        {t('social.shared.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('social.shared.deleteTitle')}
        description={t('social.shared.deleteDescription')}
        confirmLabel={t('social.shared.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}

function SharedReadingSkeleton() {
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label={t('social.loading')}>
      <div className={styles.hero}>
        <Skeleton shape="circle" width={56} />
        <div className={styles.heroText}>
          <Skeleton width="50%" height={24} />
          <Skeleton width="70%" />
        </div>
      </div>
      <div className={styles.cards}>
        <Skeleton shape="rect" width="100%" height={160} />
        <Skeleton shape="rect" width="100%" height={160} />
        <Skeleton shape="rect" width="100%" height={160} />
      </div>
      <Skeleton shape="rect" width="100%" height={200} />
    </div>
  );
}
