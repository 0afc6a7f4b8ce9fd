import { contentQueries } from '@arcana/api-client';
import {
  EVENT_STATE_LABELS,
  EVENT_STATES,
  type EventState,
  type EventSummary,
} from '@arcana/domain';
import { buttonStyle, Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from './content.css';
import { EventStateBadge } from './EventStateBadge';
import { EventVisual } from './EventVisual';
import { eventPeriodText } from './event-period';
import { t } from './intl';
import { LoadError } from './LoadError';
import { Pagination } from './Pagination';
import { DEFAULT_EVENT_STATE, type EventListSearch, eventListParams } from './search';

const SKELETON_CARDS = 3;

/** 이벤트 (/events): 진행 중 / 예정 / 종료 tabs kept in the address, cards with their period. */
export function EventListPage({ search }: { search: EventListSearch }) {
  const state = search.state ?? DEFAULT_EVENT_STATE;
  const events = useQuery(contentQueries.events(eventListParams(search)));
  return (
    <div className={styles.widePage}>
      <header className={styles.intro}>
        <h1 className={styles.heading}>{t('web.events.title')}</h1>
        <p className={styles.lead}>{t('content.events.lead')}</p>
      </header>
      <StateTabs current={state} />
      {events.isError ? (
        <LoadError onRetry={() => void events.refetch()} retrying={events.isFetching} />
      ) : events.data === undefined ? (
        <ul className={styles.eventGrid} aria-busy="true" data-testid="event-skeleton">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className={styles.eventCard} aria-hidden="true">
              <Skeleton shape="rect" className={styles.eventMedia} />
              <div className={styles.eventBody}>
                <Skeleton width="70%" height={24} />
                <Skeleton width="100%" />
                <Skeleton width="50%" />
              </div>
            </li>
          ))}
        </ul>
      ) : events.data.content.length === 0 ? (
        <div className={styles.stateBox} data-testid="event-empty">
          <p>{t(`content.events.empty.${state}`)}</p>
          {state === 'ONGOING' ? (
            <Link
              to="/events"
              search={{ state: 'UPCOMING' }}
              className={buttonStyle({ variant: 'secondary', size: 'sm' })}
            >
              {t('content.events.seeUpcoming')}
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <ul className={styles.eventGrid} data-testid="event-list">
            {events.data.content.map((event, index) => (
              <li key={event.id}>
                <EventCard event={event} priority={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination
            currentPage={events.data.currentPage}
            totalPages={events.data.totalPages}
            renderLink={(page, props) => (
              <Link
                to="/events"
                search={{
                  ...(search.state ? { state: search.state } : {}),
                  ...(page > 1 ? { page } : {}),
                }}
                activeOptions={{ exact: true }}
                {...props}
              />
            )}
          />
        </>
      )}
    </div>
  );
}

function StateTabs({ current }: { current: EventState }) {
  return (
    <nav aria-label={t('content.events.tabs')}>
      <ul className={styles.chipRow}>
        {EVENT_STATES.map((state) => (
          <li key={state}>
            <Link
              to="/events"
              search={state === DEFAULT_EVENT_STATE ? {} : { state }}
              className={styles.filterChip}
              activeOptions={{ exact: true }}
              aria-current={state === current ? 'page' : undefined}
            >
              {EVENT_STATE_LABELS[state]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One event: picture (or the drawn sky), title, two lines of summary, period and state. */
function EventCard({ event, priority }: { event: EventSummary; priority: boolean }) {
  return (
    <article
      className={[styles.eventCard, styles.eventCardFocus].join(' ')}
      data-testid="event-card"
      data-event-id={event.id}
    >
      <EventVisual image={event.image} priority={priority} />
      <div className={styles.eventBody}>
        <h2 className={styles.eventTitle}>
          <Link to="/events/$id" params={{ id: event.id }} className={styles.eventLink}>
            {event.title}
          </Link>
        </h2>
        <p className={styles.eventSummary}>{event.summary}</p>
        <p className={styles.eventFoot}>
          <EventStateBadge state={event.state} />
          <span>{eventPeriodText(event.startsAt, event.endsAt)}</span>
        </p>
      </div>
    </article>
  );
}
