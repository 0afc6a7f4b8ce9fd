import { contentQueries } from '@arcana/api-client';
import { type EventDetail, type EventLink, isSameSitePath } from '@arcana/domain';
import { buttonStyle, ChevronLeftIcon, Skeleton, VisuallyHidden } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from './content.css';
import { EventStateBadge } from './EventStateBadge';
import { EventVisual } from './EventVisual';
import { eventPeriodText } from './event-period';
import { t } from './intl';
import { LoadError } from './LoadError';
import { Markdown } from './Markdown';
import { SiteLink } from './SiteLink';

/** /events/{id}: picture, period and state, the Markdown body and its call to action. */
export function EventDetailPage({ id }: { id: number }) {
  const event = useQuery(contentQueries.event(id));
  return (
    <div className={styles.page}>
      <Link to="/events" className={styles.backLink}>
        <ChevronLeftIcon size={18} aria-hidden="true" />
        {t('content.event.back')}
      </Link>
      {event.isError ? (
        <LoadError onRetry={() => void event.refetch()} retrying={event.isFetching} />
      ) : event.data === undefined ? (
        <div className={styles.article} aria-busy="true" data-testid="event-skeleton">
          <Skeleton shape="rect" className={styles.eventHero} />
          <div className={styles.articleHeader}>
            <Skeleton width="70%" height={32} />
            <Skeleton width="50%" />
          </div>
          <Skeleton shape="rect" height={200} />
        </div>
      ) : (
        <EventArticle event={event.data} />
      )}
    </div>
  );
}

function EventArticle({ event }: { event: EventDetail }) {
  return (
    <>
      <article className={styles.article} aria-labelledby="event-title" data-testid="event">
        <EventVisual image={event.image} priority hero />
        <header className={styles.articleHeader}>
          <h1 id="event-title" className={styles.heading}>
            {event.title}
          </h1>
          <p className={styles.lead}>{event.summary}</p>
          <dl className={styles.facts}>
            <dt className={styles.factLabel}>{t('content.event.state')}</dt>
            <dd className={styles.factValue}>
              <EventStateBadge state={event.state} />
            </dd>
            <dt className={styles.factLabel}>{t('content.event.period')}</dt>
            <dd className={styles.factValue} data-testid="event-period">
              {eventPeriodText(event.startsAt, event.endsAt)}
            </dd>
          </dl>
        </header>
        {event.state === 'ENDED' ? (
          <p className={styles.note}>{t('content.event.endedNote')}</p>
        ) : event.state === 'UPCOMING' ? (
          <p className={styles.note}>{t('content.event.upcomingNote')}</p>
        ) : null}
        <Markdown>{event.body}</Markdown>
        {event.link && event.state !== 'ENDED' ? <CallToAction link={event.link} /> : null}
      </article>
      <div className={styles.actions}>
        <Link to="/events" className={buttonStyle({ variant: 'secondary' })}>
          {t('content.event.list')}
        </Link>
      </div>
    </>
  );
}

/** The event's button: a path of this site through the router, an https page in a new tab. */
function CallToAction({ link }: { link: EventLink }) {
  const className = buttonStyle({ variant: 'primary', size: 'lg', fullWidth: true });
  if (isSameSitePath(link.href)) {
    return (
      <SiteLink href={link.href} className={className} testId="event-cta">
        {link.label}
      </SiteLink>
    );
  }
  if (!link.href.startsWith('https://')) return null;
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      data-testid="event-cta"
    >
      {link.label}
      <VisuallyHidden>{t('content.event.opensNewTab')}</VisuallyHidden>
    </a>
  );
}
