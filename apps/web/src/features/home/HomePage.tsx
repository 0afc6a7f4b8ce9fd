import { ThemeSettingControl } from '@arcana/app-shell';
import { ChatIcon, SparklesIcon } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import * as styles from './HomePage.css';
import { t } from './intl';

export function HomePage() {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-heading">
        <p className={styles.eyebrow}>{t('web.home.eyebrow')}</p>
        <h1 id="home-heading" className={styles.heading}>
          {t('web.home.heading')}
        </h1>
        <p className={styles.lead}>{t('web.home.lead')}</p>
      </section>

      <nav className={styles.actions} aria-label={t('web.home.shortcuts')}>
        <Link to="/ai" className={styles.card}>
          <span className={styles.cardIcon} aria-hidden="true">
            <SparklesIcon />
          </span>
          <span>
            <span className={styles.cardTitle}>{t('web.home.aiTitle')}</span>
            <br />
            <span className={styles.cardText}>{t('web.home.aiText')}</span>
          </span>
        </Link>
        <Link to="/counseling/counselors" className={styles.card}>
          <span className={styles.cardIcon} aria-hidden="true">
            <ChatIcon />
          </span>
          <span>
            <span className={styles.cardTitle}>{t('web.home.counselingTitle')}</span>
            <br />
            <span className={styles.cardText}>{t('web.home.counselingText')}</span>
          </span>
        </Link>
      </nav>

      <section className={styles.section} aria-labelledby="home-theme">
        <h2 id="home-theme" className={styles.sectionTitle}>
          {t('shell.theme.groupLabel')}
        </h2>
        <ThemeSettingControl />
      </section>
    </div>
  );
}
