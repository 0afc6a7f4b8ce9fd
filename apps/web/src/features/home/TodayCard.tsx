import type { TodayCard as TodayCardData } from '@arcana/domain';
import { Link } from '@tanstack/react-router';
import * as styles from './HomePage.css';
import { t } from './intl';

const seoulDay = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
});

/**
 * Today's card of this visitor (the same all day). Until it arrives, the back of a card in the
 * same place and size: the prerendered page draws that, the data turns it over.
 */
export function TodayCard({ card }: { card: TodayCardData | undefined }) {
  return (
    <section className={styles.today} aria-labelledby="home-today" aria-busy={!card}>
      <div className={styles.todayArt} data-reversed={card?.reversed ? 'true' : undefined}>
        {card ? (
          <img
            src={card.card.artUrl}
            alt={card.card.nameKo}
            width={96}
            height={160}
            decoding="async"
            className={styles.todayImage}
          />
        ) : (
          <span className={styles.cardBack} aria-hidden="true" />
        )}
      </div>
      <div className={styles.todayBody}>
        <h2 id="home-today" className={styles.todayTitle}>
          {t('web.home.todayCard')}
          {card ? (
            <span className={styles.todayDate}>
              {seoulDay.format(new Date(`${card.date}T12:00:00+09:00`))}
            </span>
          ) : null}
        </h2>
        {card ? (
          <>
            <p className={styles.todayName}>
              {card.card.nameKo}
              <span className={styles.todayNameEn}>{card.card.nameEn}</span>
              <span className={styles.chip}>
                {card.reversed ? t('web.home.reversed') : t('web.home.upright')}
              </span>
            </p>
            <p className={styles.todayMessage}>{card.message}</p>
            <p className={styles.keywords}>{card.keywords.map((word) => `#${word}`).join(' ')}</p>
          </>
        ) : (
          <>
            <span className={styles.skeletonLine} data-width="60" />
            <span className={styles.skeletonLine} data-width="100" />
            <span className={styles.skeletonLine} data-width="80" />
            <span className={styles.visuallyHidden}>{t('web.home.todayCardLoading')}</span>
          </>
        )}
        <p className={styles.todayNote}>{t('web.home.todayCardNote')}</p>
        <Link to="/ai" className={styles.todayLink}>
          {t('web.home.readWithAi')}
        </Link>
      </div>
    </section>
  );
}
