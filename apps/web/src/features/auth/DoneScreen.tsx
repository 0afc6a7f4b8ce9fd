import { buttonStyle, CheckIcon, Heading } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as styles from './auth.css';
import { t } from './intl';

/** The quiet end of a flow: an icon, one sentence, what to do next. */
function DoneScreen({
  heading,
  lead,
  extra,
}: {
  heading: string;
  lead: string;
  extra?: ReactNode;
}) {
  return (
    <div className={`${styles.page} ${styles.centered}`}>
      <section className={styles.result} aria-labelledby="done-heading">
        <span className={styles.resultIcon} aria-hidden="true">
          <CheckIcon size={28} />
        </span>
        <Heading level={1} size="xl" id="done-heading">
          {heading}
        </Heading>
        <p className={styles.lead}>{lead}</p>
        <div className={styles.actions}>
          <Link to="/" className={buttonStyle({ size: 'lg', fullWidth: true })}>
            {t('web.auth.home')}
          </Link>
          {extra}
        </div>
      </section>
    </div>
  );
}

export function LogoutCompletePage() {
  return (
    <DoneScreen
      heading={t('web.auth.logoutComplete.heading')}
      lead={t('web.auth.logoutComplete.lead')}
      extra={
        <Link
          to="/login"
          className={buttonStyle({ variant: 'secondary', size: 'lg', fullWidth: true })}
        >
          {t('web.auth.header.login')}
        </Link>
      }
    />
  );
}

export function DeletionCompletePage() {
  return (
    <DoneScreen
      heading={t('web.auth.deletionComplete.heading')}
      lead={t('web.auth.deletionComplete.lead')}
    />
  );
}
