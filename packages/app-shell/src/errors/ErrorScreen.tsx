import { buttonStyle, ErrorView, VisuallyHidden } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '../intl/error-messages';
import { currentUserAgent, isBot } from './is-bot';

export type ErrorScreenProps = {
  status: number;
  title: ReactNode;
  message?: ReactNode;
  stack?: string | undefined;
  /** Offers 다시 시도 beside the home button (a chunk that failed to load). */
  onRetry?: (() => void) | undefined;
};

/**
 * ErrorView with the home button; for crawlers only the status, visually hidden (SPEC §2).
 * `data-error-screen` (the status) marks it for tests; `display: contents` keeps the layout.
 */
export function ErrorScreen({ status, title, message, stack, onRetry }: ErrorScreenProps) {
  if (isBot(currentUserAgent())) {
    return <VisuallyHidden role="status">{t('shell.error.status', { status })}</VisuallyHidden>;
  }
  return (
    <div data-error-screen={status} style={{ display: 'contents' }}>
      <ErrorView
        status={status}
        title={title}
        message={message}
        {...(stack ? { stack, stackLabel: t('shell.error.stackSummary') } : {})}
        action={
          <>
            {onRetry ? (
              <button
                type="button"
                className={buttonStyle({ variant: 'primary' })}
                onClick={onRetry}
              >
                {t('shell.action.retry')}
              </button>
            ) : null}
            <Link to="/" className={buttonStyle({ variant: onRetry ? 'secondary' : 'primary' })}>
              {t('shell.action.home')}
            </Link>
          </>
        }
      />
    </div>
  );
}
