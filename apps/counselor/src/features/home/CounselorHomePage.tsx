import { ThemeSettingControl } from '@arcana/app-shell';
import { Link } from '@tanstack/react-router';
import * as styles from './CounselorHomePage.css';
import { type HomeMessageId, t } from './intl';

// The back-office sections; each page arrives with its own issue, until then the link leads to
// the not-found page of the catch-all route.
const shortcuts: { path: string; title: HomeMessageId; text: HomeMessageId }[] = [
  {
    path: 'counselor/sessions',
    title: 'counselor.nav.sessions',
    text: 'counselor.home.sessionsText',
  },
  {
    path: 'counselor/reservations',
    title: 'counselor.nav.reservations',
    text: 'counselor.home.reservationsText',
  },
  {
    path: 'counselor/products',
    title: 'counselor.nav.products',
    text: 'counselor.home.productsText',
  },
  {
    path: 'counselor/available-times',
    title: 'counselor.nav.availableTimes',
    text: 'counselor.home.availableTimesText',
  },
  { path: 'counselor/reviews', title: 'counselor.nav.reviews', text: 'counselor.home.reviewsText' },
  { path: 'counselor/profits', title: 'counselor.nav.profits', text: 'counselor.home.profitsText' },
];

export function CounselorHomePage() {
  return (
    <div className={styles.page}>
      <section className={styles.intro} aria-labelledby="counselor-home-heading">
        <h1 id="counselor-home-heading" className={styles.heading}>
          {t('counselor.home.heading')}
        </h1>
        <p className={styles.lead}>{t('counselor.home.lead')}</p>
      </section>

      <nav aria-label={t('counselor.home.shortcuts')}>
        <ul className={styles.grid}>
          {shortcuts.map((item) => (
            <li key={item.path}>
              <Link to="/$" params={{ _splat: item.path }} className={styles.tile}>
                <span className={styles.tileTitle}>{t(item.title)}</span>
                <span className={styles.tileText}>{t(item.text)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className={styles.section} aria-labelledby="counselor-home-theme">
        <h2 id="counselor-home-theme" className={styles.sectionTitle}>
          {t('shell.theme.groupLabel')}
        </h2>
        <ThemeSettingControl />
      </section>
    </div>
  );
}
