import { LoginForm, Logo } from '@arcana/app-shell';
import { Heading } from '@arcana/ui';
import { env } from '../../env';
import * as styles from './CounselorLoginPage.css';
import { t } from './intl';

/** The back office's own login (SPEC §2: the counselor app has its own /login). */
export function CounselorLoginPage() {
  return (
    <div className={styles.screen}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <Logo badge={t('counselor.header.title')} />
        </div>
        <div className={styles.intro}>
          <Heading level={1} size="xl">
            {t('counselor.auth.login.heading')}
          </Heading>
          <p className={styles.lead}>{t('counselor.auth.login.lead')}</p>
        </div>
        <LoginForm
          footer={
            <p className={styles.footnote}>
              {t('counselor.auth.login.apply')}{' '}
              <a className={styles.link} href={`${env.webOrigin}/counselor/application`}>
                {t('counselor.auth.login.applyLink')}
              </a>
            </p>
          }
        />
      </div>
    </div>
  );
}
