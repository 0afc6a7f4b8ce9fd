import { homeQueries } from '@arcana/api-client';
import { ChatIcon, SparklesIcon } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from './HomePage.css';
import {
  CharacterRail,
  CounselorRail,
  EventList,
  NoticeList,
  ProductList,
  ReviewList,
  SectionHead,
} from './HomeSections';
import { t } from './intl';
import { TodayCard } from './TodayCard';

// The home (issue 12). The hero is prerendered and is the page's largest element, so the first
// paint and LCP never wait for data. Everything that changes (today's card of this visitor, who
// is online, what sells, the latest reviews, events and notices) arrives after hydration in one
// request (GET /api/public/home), into skeletons of the final size, so nothing moves.
export function HomePage() {
  const home = useQuery(homeQueries.page());
  const data = home.data;
  const failed = home.isError && !data;

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <section className={styles.hero} aria-labelledby="home-heading">
          <p className={styles.eyebrow}>{t('web.home.eyebrow')}</p>
          <h1 id="home-heading" className={styles.heading}>
            {t('web.home.heading')}
          </h1>
          <p className={styles.lead}>{t('web.home.lead')}</p>
          <nav className={styles.actions} aria-label={t('web.home.shortcuts')}>
            <Link to="/ai" className={styles.action}>
              <span className={styles.actionIcon} aria-hidden="true">
                <SparklesIcon />
              </span>
              <span className={styles.actionText}>
                <span className={styles.actionTitle}>{t('web.home.aiTitle')}</span>
                <span className={styles.actionNote}>{t('web.home.aiText')}</span>
              </span>
            </Link>
            <Link to="/counseling/counselors" className={styles.action}>
              <span className={styles.actionIcon} aria-hidden="true">
                <ChatIcon />
              </span>
              <span className={styles.actionText}>
                <span className={styles.actionTitle}>{t('web.home.counselingTitle')}</span>
                <span className={styles.actionNote}>{t('web.home.counselingText')}</span>
              </span>
            </Link>
          </nav>
        </section>
        <TodayCard card={data?.todayCard} />
      </div>

      {failed ? (
        <div className={styles.failed} role="alert">
          <p>{t('web.home.error')}</p>
          <button type="button" className={styles.retry} onClick={() => void home.refetch()}>
            {t('web.home.retry')}
          </button>
        </div>
      ) : null}

      <section className={styles.section} aria-labelledby="home-characters">
        <SectionHead id="home-characters" title={t('web.home.characters')} to="/ai/list" />
        <CharacterRail characters={data?.characters} failed={failed} />
      </section>

      <section className={styles.section} aria-labelledby="home-online">
        <SectionHead id="home-online" title={t('web.home.online')} to="/counseling/counselors" />
        <CounselorRail counselors={data?.onlineCounselors} failed={failed} />
      </section>

      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="home-products">
          <SectionHead
            id="home-products"
            title={t('web.home.products')}
            to="/counseling/products"
          />
          <ProductList products={data?.popularProducts} failed={failed} />
        </section>
        <section className={styles.section} aria-labelledby="home-reviews">
          <SectionHead id="home-reviews" title={t('web.home.reviews')} to="/counseling/reviews" />
          <ReviewList reviews={data?.latestReviews} failed={failed} />
        </section>
      </div>

      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="home-events">
          <SectionHead id="home-events" title={t('web.home.events')} to="/events" />
          <EventList events={data?.events} failed={failed} />
        </section>
        <section className={styles.section} aria-labelledby="home-notices">
          <SectionHead id="home-notices" title={t('web.home.notices')} to="/notices/list" />
          <NoticeList notices={data?.notices} failed={failed} />
        </section>
      </div>
    </div>
  );
}
