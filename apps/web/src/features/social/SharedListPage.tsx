import { type ShareSort, sharingQueries } from '@arcana/api-client';
import { formatDateTime, type ShareSummary } from '@arcana/domain';
import { buttonStyle, Skeleton, visuallyHidden } from '@arcana/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { t } from './intl';
import { PagedList, skeletonRows } from './PagedList';
import * as styles from './share-page.css';
import * as social from './social.css';

const SORTS = ['recent', 'popular'] as const satisfies readonly ShareSort[];
const SORT_LABELS = { recent: 'social.list.recent', popular: 'social.list.popular' } as const;

/** 모두의 타로 (/shared/list): public shares, 최신 or 인기, more with 더 보기. */
export function SharedListPage({ sort }: { sort: ShareSort }) {
  const navigate = useNavigate();
  const list = useInfiniteQuery(sharingQueries.list(sort));
  const shares = list.data?.pages.flatMap((page) => page.content) ?? [];

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <p className={social.muted}>{t('social.list.intro')}</p>
        <fieldset className={styles.segmented}>
          <legend className={visuallyHidden}>{t('social.list.sort')}</legend>
          {SORTS.map((value) => (
            <button
              key={value}
              type="button"
              className={styles.segment}
              aria-pressed={value === sort}
              onClick={() =>
                void navigate({ to: '/shared/list', search: { sort: value }, replace: true })
              }
            >
              {t(SORT_LABELS[value])}
            </button>
          ))}
        </fieldset>
      </div>
      <PagedList
        query={list}
        items={shares}
        label={t('web.shared.list.title')}
        listClassName={styles.shareList}
        autoLoad
        skeleton={skeletonRows(4, (key) => (
          <li key={key} className={styles.shareItem}>
            <Skeleton width="50%" height={20} />
            <Skeleton width="100%" />
            <Skeleton width="80%" />
          </li>
        ))}
        empty={
          <div className={social.centered}>
            <p className={social.empty}>{t('social.list.empty')}</p>
            <Link to="/ai/list" className={buttonStyle({ variant: 'primary' })}>
              {t('social.list.emptyCta')}
            </Link>
          </div>
        }
      >
        {(share) => <ShareRow key={share.id} share={share} />}
      </PagedList>
    </div>
  );
}

function ShareRow({ share }: { share: ShareSummary }) {
  return (
    <li>
      <Link to="/shared/$id" params={{ id: share.id }} className={styles.shareItem}>
        <div className={styles.shareItemHead}>
          <img
            src={share.character.portraitUrl}
            alt=""
            className={styles.portraitSmall}
            width={40}
            height={40}
          />
          <div className={styles.heroText}>
            <p className={styles.shareItemTitle}>
              {t('social.list.item', { character: share.character.name, spread: share.spreadName })}
            </p>
            <p className={styles.meta}>
              {share.ownerName ?? t('social.shared.anonymous')} ·{' '}
              <time dateTime={share.createdAt}>{formatDateTime(share.createdAt)}</time>
            </p>
          </div>
        </div>
        {share.question ? <p className={styles.shareItemTitle}>“{share.question}”</p> : null}
        <div className={styles.chips}>
          {share.cards.map((card, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card appears once per reading; the index keeps the order
            <span key={index} className={styles.chip}>
              {card.nameKo}
              {card.reversed ? ` (${t('social.shared.reversed')})` : ''}
            </span>
          ))}
        </div>
        <p className={styles.excerpt}>{share.excerpt}</p>
        <div className={styles.stats}>
          <span>{t('social.list.reactions', { count: share.reactionTotal })}</span>
          <span>{t('social.list.comments', { count: share.commentCount })}</span>
        </div>
      </Link>
    </li>
  );
}
