import { useSession } from '@arcana/app-shell';
import { buttonStyle } from '@arcana/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import { t } from '../intl';
import * as styles from './Notices.css';

/** Over today's limit (429 DAILY_LIMIT): nothing was drawn; a guest is invited to log in. */
export function LimitNotice({ message }: { message: string }) {
  const { isAuthenticated } = useSession();
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <section className={styles.notice} role="alert" data-testid="daily-limit">
      <h2 className={styles.title}>{t('web.ai.limit.title')}</h2>
      <p className={styles.text}>{isAuthenticated ? message : t('web.ai.limit.guest')}</p>
      {isAuthenticated ? null : (
        <Link
          to="/login"
          search={{ redirectUri: href }}
          className={[buttonStyle({ size: 'lg' }), styles.action].join(' ')}
        >
          {t('web.ai.limit.login')}
        </Link>
      )}
    </section>
  );
}
