import { loginHref } from '@arcana/app-shell';
import { AlertIcon, Button, buttonStyle } from '@arcana/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from './intl';
import * as styles from './sessions.css';

/** A page or list that has nothing to show yet: what it is, why, and where to go next. */
export function StateBox({
  title,
  text,
  icon,
  alert = false,
  testId,
  children,
}: {
  title: string;
  text?: string;
  icon?: ReactNode;
  alert?: boolean;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <section className={styles.state} role={alert ? 'alert' : undefined} data-testid={testId}>
      {icon}
      <h2 className={styles.stateTitle}>{title}</h2>
      {text ? <p className={styles.stateText}>{text}</p> : null}
      {children ? <div className={styles.stateActions}>{children}</div> : null}
    </section>
  );
}

/** The data did not load: say so and offer a retry (STYLE "Every list has…"). */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StateBox
      title={t('web.sessions.loadError')}
      icon={<AlertIcon size={28} aria-hidden="true" />}
      alert
      testId="load-error"
    >
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('web.sessions.retry')}
      </Button>
    </StateBox>
  );
}

/** A guest on a session page (no route guard): log in and come back to this very page. */
export function GuestInvite({ text }: { text: string }) {
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <StateBox title={t('web.sessions.detail.guest.title')} text={text} testId="guest-invite">
      <Link to={loginHref(href)} className={buttonStyle({ variant: 'primary' })}>
        {t('web.sessions.detail.guest.action')}
      </Link>
    </StateBox>
  );
}

/** Someone else's session, or none at all: the api's 404, said on the page. */
export function SessionNotFound() {
  return (
    <StateBox
      title={t('web.sessions.detail.notFound.title')}
      text={t('web.sessions.detail.notFound.text')}
      testId="session-not-found"
    >
      <Link to="/me/counseling/sessions" className={buttonStyle({ variant: 'secondary' })}>
        {t('web.sessions.detail.notFound.action')}
      </Link>
    </StateBox>
  );
}
