import { LoginForm } from '@arcana/app-shell';
import { Heading } from '@arcana/ui';
import { AuthLinks } from './AuthLinks';
import * as styles from './auth.css';
import { t } from './login-intl';
import { SocialButtons } from './SocialButtons';
import { useRememberRedirect } from './use-remember-redirect';

export function LoginPage({ redirectUri }: { redirectUri?: string | undefined }) {
  useRememberRedirect(redirectUri);
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <Heading level={2} size="xl">
          {t('web.auth.login.heading')}
        </Heading>
        <p className={styles.lead}>{t('web.auth.login.lead')}</p>
      </div>
      <LoginForm footer={<AuthLinks />} />
      <SocialButtons />
    </div>
  );
}
