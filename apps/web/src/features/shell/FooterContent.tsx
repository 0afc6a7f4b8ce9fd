import { ThemeSettingControl } from '@arcana/app-shell';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { env } from '../../env';
import { t } from './footer-intl';
import * as styles from './web-footer.css';

/** The policy pages (the catch-all /{slug}) the footer links to, in the order users expect. */
const POLICY_LINKS = [
  { slug: 'terms', label: 'web.footer.terms' },
  { slug: 'privacy', label: 'web.footer.privacy', strong: true },
  { slug: 'refund', label: 'web.footer.refund' },
  { slug: 'youth-protection', label: 'web.footer.youth' },
] as const;

/**
 * The web app's footer: policy links (개인정보처리방침 in bold, as Korean services mark it),
 * 공지사항 and 고객센터, the theme switch, and the business information of an online seller from
 * env.ts. WebFooter loads it when the reader scrolls near the end of the page.
 */
export default function FooterContent() {
  const business = env.business;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('web.footer.links')}>
          <ul className={styles.links}>
            {POLICY_LINKS.map((link) => (
              <li key={link.slug}>
                <Link
                  to="/$"
                  params={{ _splat: link.slug }}
                  className={'strong' in link ? styles.strongLink : styles.link}
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/notices/list" className={styles.link}>
                {t('web.footer.notices')}
              </Link>
            </li>
            <li>
              <Link to="/help" className={styles.link}>
                {t('web.footer.help')}
              </Link>
            </li>
          </ul>
        </nav>
        <section className={styles.theme} aria-labelledby="footer-theme">
          <h2 id="footer-theme" className={styles.themeTitle}>
            {t('web.footer.theme')}
          </h2>
          <ThemeSettingControl layout="segmented" className={styles.themeSwitch} />
        </section>
        <dl className={styles.facts}>
          <Fact label={t('web.footer.company')} value={business.name} />
          <Fact label={t('web.footer.representative')} value={business.representative} />
          <Fact label={t('web.footer.registration')} value={business.registrationNumber} />
          <Fact label={t('web.footer.mailOrder')} value={business.mailOrderNumber} />
          <Fact label={t('web.footer.address')} value={business.address} wide />
        </dl>
        <address className={styles.contact}>
          <span className={styles.contactTitle}>{t('web.footer.contact')}</span>
          <dl className={styles.facts}>
            <Fact
              label={t('web.footer.email')}
              value={
                <a href={`mailto:${business.email}`} className={styles.inlineLink}>
                  {business.email}
                </a>
              }
            />
            <Fact
              label={t('web.footer.phone')}
              value={
                <a
                  href={`tel:${business.phone.replace(/[^\d+]/g, '')}`}
                  className={styles.inlineLink}
                >
                  {business.phone}
                </a>
              }
            />
            <Fact label={t('web.footer.hours')} value={business.hours} wide />
          </dl>
        </address>
        <p className={styles.notice}>{t('web.footer.notice')}</p>
        <p className={styles.copyright}>{t('web.footer.copyright')}</p>
      </div>
    </footer>
  );
}

function Fact({ label, value, wide = false }: { label: string; value: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? styles.factWide : styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{value}</dd>
    </div>
  );
}
