import { contentQueries } from '@arcana/api-client';
import { buttonStyle, ChevronRightIcon, Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { env } from '../../env';
import * as styles from './help.css';
import { t } from './intl';
import { PolicyLinks } from './PolicyLinks';
import { SearchBox } from './SearchBox';

/** Enough boxes for the seeded categories, so the grid does not jump when they arrive. */
const SKELETON_SHORTCUTS = 6;

/** 고객센터 (/help): search, category shortcuts, the contact card, and where else to look. */
export function HelpHomePage() {
  const categories = useQuery(contentQueries.faqCategories());
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-label={t('help.search.label')}>
        <p className={styles.lead}>{t('help.home.lead')}</p>
        <SearchBox />
      </section>

      <section className={styles.section} aria-labelledby="help-categories">
        <h2 id="help-categories" className={styles.sectionTitle}>
          {t('help.home.categories')}
        </h2>
        {categories.isError ? (
          <Link to="/help/faq" className={styles.shortcut}>
            {t('help.home.allFaq')}
          </Link>
        ) : (
          <ul className={styles.shortcuts} aria-busy={categories.data ? undefined : true}>
            {categories.data
              ? categories.data.map((category) => (
                  <li key={category.id}>
                    <Link
                      to="/help/faq"
                      search={{ category: category.id }}
                      className={styles.shortcut}
                    >
                      {category.name}
                    </Link>
                  </li>
                ))
              : Array.from({ length: SKELETON_SHORTCUTS }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <li key={index} aria-hidden="true">
                    <Skeleton shape="rect" height={56} />
                  </li>
                ))}
          </ul>
        )}
        <Link to="/help/faq" className={styles.inlineLink}>
          {t('help.home.allFaq')}
        </Link>
      </section>

      <section className={styles.contactCard} aria-labelledby="help-contact">
        <h2 id="help-contact" className={styles.sectionTitle}>
          {t('help.home.contactTitle')}
        </h2>
        <p className={styles.body}>{t('help.home.contactText')}</p>
        <p className={styles.muted}>
          {t('help.home.hours', { hours: env.business.hours })}
          <br />
          {t('help.home.email', { email: env.business.email })}
        </p>
        <div className={styles.cardActions}>
          <Link to="/help/contact-us" className={buttonStyle({ variant: 'primary' })}>
            {t('help.home.contactAction')}
          </Link>
          <Link to="/me/claims" className={buttonStyle({ variant: 'secondary' })}>
            {t('help.home.myClaims')}
          </Link>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="help-more">
        <h2 id="help-more" className={styles.sectionTitle}>
          {t('help.home.more')}
        </h2>
        <ul className={styles.linkList}>
          <MoreLink
            to="/help/introduce"
            title={t('help.home.introduce')}
            text={t('help.home.introduceText')}
          />
          <MoreLink
            to="/notices/list"
            title={t('help.home.notices')}
            text={t('help.home.noticesText')}
          />
          <MoreLink to="/events" title={t('help.home.events')} text={t('help.home.eventsText')} />
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="help-policies">
        <h2 id="help-policies" className={styles.sectionTitle}>
          {t('help.home.policies')}
        </h2>
        <PolicyLinks />
      </section>
    </div>
  );
}

function MoreLink({
  to,
  title,
  text,
}: {
  to: '/help/introduce' | '/notices/list' | '/events';
  title: string;
  text: string;
}) {
  return (
    <li>
      <Link to={to} className={styles.linkRow}>
        <span className={styles.linkText}>
          <span className={styles.linkTitle}>{title}</span>
          <span className={styles.muted}>{text}</span>
        </span>
        <ChevronRightIcon size={20} aria-hidden="true" />
      </Link>
    </li>
  );
}
