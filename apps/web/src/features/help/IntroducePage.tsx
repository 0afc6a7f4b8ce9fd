import { buttonStyle } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import * as styles from './help.css';
import { t } from './intl';

/** 아르카나 소개 (/help/introduce; /introduce lands here): what the service is and how it keeps people safe. */
export function IntroducePage() {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="intro-heading">
        <p className={styles.eyebrow}>{t('help.intro.eyebrow')}</p>
        <h2 id="intro-heading" className={styles.heroTitle}>
          {t('help.intro.heading')}
        </h2>
        <p className={styles.body}>{t('help.intro.lead')}</p>
      </section>

      <section className={styles.section} aria-labelledby="intro-ai">
        <h2 id="intro-ai" className={styles.sectionTitle}>
          {t('help.intro.ai.title')}
        </h2>
        <p className={styles.body}>{t('help.intro.ai.body')}</p>
        <p className={styles.note}>{t('help.intro.ai.note')}</p>
        <Link to="/ai" className={buttonStyle({ variant: 'secondary' })}>
          {t('help.intro.ai.action')}
        </Link>
      </section>

      <section className={styles.section} aria-labelledby="intro-counseling">
        <h2 id="intro-counseling" className={styles.sectionTitle}>
          {t('help.intro.counseling.title')}
        </h2>
        <p className={styles.body}>{t('help.intro.counseling.body')}</p>
        <Link to="/counseling/counselors" className={buttonStyle({ variant: 'secondary' })}>
          {t('help.intro.counseling.action')}
        </Link>
      </section>

      <section className={styles.section} aria-labelledby="intro-verify">
        <h2 id="intro-verify" className={styles.sectionTitle}>
          {t('help.intro.verify.title')}
        </h2>
        <ol className={styles.steps}>
          <li>{t('help.intro.verify.step1')}</li>
          <li>{t('help.intro.verify.step2')}</li>
          <li>{t('help.intro.verify.step3')}</li>
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="intro-safety">
        <h2 id="intro-safety" className={styles.sectionTitle}>
          {t('help.intro.safety.title')}
        </h2>
        <ul className={styles.bullets}>
          <li>{t('help.intro.safety.payment')}</li>
          <li>{t('help.intro.safety.privacy')}</li>
          <li>{t('help.intro.safety.report')}</li>
        </ul>
        <p className={styles.crisis}>{t('help.intro.safety.crisis')}</p>
      </section>

      <section className={styles.contactCard} aria-labelledby="intro-more">
        <h2 id="intro-more" className={styles.sectionTitle}>
          {t('help.intro.more.title')}
        </h2>
        <div className={styles.cardActions}>
          <Link to="/help/faq" className={buttonStyle({ variant: 'secondary' })}>
            {t('help.intro.more.faq')}
          </Link>
          <Link to="/help/contact-us" className={buttonStyle({ variant: 'primary' })}>
            {t('help.intro.more.contact')}
          </Link>
        </div>
      </section>
    </div>
  );
}
