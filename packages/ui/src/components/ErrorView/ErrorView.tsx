import { type ReactNode, useId } from 'react';
import * as styles from './ErrorView.css.ts';

export interface ErrorViewProps {
  /** HTTP-like status code shown large (404, 500). */
  status: number;
  /** The status message; the app passes its default (e.g. 문제가 발견되었어요). */
  title: ReactNode;
  message?: ReactNode;
  /** Developer detail, collapsed under `stackLabel` until opened. */
  stack?: string;
  stackLabel?: ReactNode;
  /** The way out, e.g. a home button the app renders with its router. */
  action?: ReactNode;
  className?: string;
}

/** The calm, centred error page of SPEC §2. */
export function ErrorView({
  status,
  title,
  message,
  stack,
  stackLabel,
  action,
  className,
}: ErrorViewProps) {
  const titleId = useId();
  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-status={status}
    >
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {message ? <p className={styles.message}>{message}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
      {stack ? (
        <details className={styles.details}>
          <summary className={styles.summary}>{stackLabel}</summary>
          <pre className={styles.stack}>{stack}</pre>
        </details>
      ) : null}
    </section>
  );
}
