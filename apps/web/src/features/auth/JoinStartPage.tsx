import { buttonStyle, Heading } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import * as styles from './auth.css';
import { t } from './intl';
import { SocialButtons } from './SocialButtons';
import { useRememberRedirect } from './use-remember-redirect';

/** /auth/join: join with an ID, or with a configured social account. */
export function JoinStartPage({ redirectUri }: { redirectUri?: string | undefined }) {
  useRememberRedirect(redirectUri);
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <Heading level={2} size="xl">
          {t('web.auth.join.heading')}
        </Heading>
        <p className={styles.lead}>{t('web.auth.join.lead')}</p>
      </div>
      <Link
        to="/auth/join/mobile"
        className={buttonStyle({ variant: 'primary', size: 'lg', fullWidth: true })}
      >
        {t('web.auth.join.withId')}
      </Link>
      <SocialButtons />
      <p className={styles.footnote}>
        {t('web.auth.join.haveAccount')}{' '}
        <Link to="/login" className={styles.textLink}>
          {t('web.auth.login.title')}
        </Link>
      </p>
    </div>
  );
}
