import { AlertIcon, Button, Skeleton, VisuallyHidden } from '@arcana/ui';
import type { ReactNode } from 'react';
import { t } from './intl';
import * as styles from './office.css';

/** The error state of a page whose data did not load: what happened, and a retry. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div className={styles.centered} role="alert">
      <AlertIcon size={32} aria-hidden="true" />
      <p>{t('counselor.office.loadError')}</p>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('counselor.office.retry')}
      </Button>
    </div>
  );
}

/** Placeholder rows while a page loads; announced once as busy. */
export function LoadingRows({ rows = 3, height = 72 }: { rows?: number; height?: number }) {
  return (
    <div className={styles.list} aria-busy="true" role="status">
      <VisuallyHidden>{t('counselor.office.loading')}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => `row-${index}`).map((key) => (
        <Skeleton key={key} shape="rect" height={height} />
      ))}
    </div>
  );
}

/** An empty list: what is missing and what to do next (usually the add button). */
export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className={styles.centered}>
      <p className={styles.emptyTitle}>{title}</p>
      <p>{text}</p>
      {action}
    </div>
  );
}
