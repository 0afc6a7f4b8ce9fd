import { aiQueries } from '@arcana/api-client';
import { type AiReadingStatus, type AiReadingSummary, formatDateTimeLong } from '@arcana/domain';
import { Button, buttonStyle, Skeleton } from '@arcana/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from './ai.css';
import { type AiMessageId, t } from './intl';
import { LoadError } from './LoadError';
import * as list from './MyReadingsPage.css';
import { themeName } from './theme-name';

const STATUS_LABELS: Partial<Record<AiReadingStatus, AiMessageId>> = {
  DRAWN: 'web.ai.me.status.waiting',
  PICKED: 'web.ai.me.status.answering',
  ANSWERING: 'web.ai.me.status.answering',
  FAILED: 'web.ai.me.status.failed',
};

/** 나의 타로 기록 (/me/ai/list): the user's readings, newest first. */
export function MyReadingsPage() {
  const readings = useInfiniteQuery(aiQueries.myReadings());
  const items = readings.data?.pages.flatMap((page) => page.content) ?? [];
  if (readings.isError && items.length === 0) {
    return <LoadError onRetry={() => readings.refetch()} retrying={readings.isFetching} />;
  }
  if (readings.isPending) {
    return (
      <div className={list.list} aria-busy="true">
        {['a', 'b', 'c'].map((key) => (
          <Skeleton key={key} shape="rect" height={112} />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('web.ai.me.empty')}</p>
        <Link to="/ai" className={buttonStyle({ variant: 'primary' })}>
          {t('web.ai.me.emptyAction')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.section}>
      <ul className={list.list} data-testid="my-readings">
        {items.map((reading) => (
          <li key={reading.id}>
            <ReadingRow reading={reading} />
          </li>
        ))}
      </ul>
      {readings.hasNextPage ? (
        <Button
          variant="secondary"
          loading={readings.isFetchingNextPage}
          onClick={() => readings.fetchNextPage()}
        >
          {t('web.ai.me.more')}
        </Button>
      ) : null}
    </div>
  );
}

function ReadingRow({ reading }: { reading: AiReadingSummary }) {
  const first = reading.cards[0];
  const status = STATUS_LABELS[reading.status];
  return (
    <Link to="/me/ai/$id" params={{ id: reading.id }} className={list.item}>
      {first ? (
        <img
          className={list.thumb}
          src={`/api/public/tarot-decks/cards/${first.cardId}/art.svg`}
          alt=""
          width={56}
          height={93}
          loading="lazy"
          data-reversed={first.reversed}
        />
      ) : (
        <span className={list.thumb} />
      )}
      <span className={list.body}>
        <span className={list.title}>{reading.question || themeName(reading.theme)}</span>
        <span className={styles.meta}>
          <span>{reading.character.name}</span>
          <span>{reading.spreadName}</span>
          <span>{formatDateTimeLong(reading.createdAt)}</span>
          {status ? <span className={styles.chip}>{t(status)}</span> : null}
        </span>
        {reading.excerpt ? <span className={list.excerpt}>{reading.excerpt}</span> : null}
        <span className={styles.meta}>{reading.cards.map((card) => card.nameKo).join(' · ')}</span>
      </span>
    </Link>
  );
}
