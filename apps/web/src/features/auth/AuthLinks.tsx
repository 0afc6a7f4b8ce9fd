import { Link } from '@tanstack/react-router';
import * as styles from './auth.css';
import { t } from './login-intl';

/** 회원가입 · 아이디 찾기 · 비밀번호 찾기 under the login form. */
export function AuthLinks() {
  return (
    <nav aria-label={t('web.auth.login.linksLabel')}>
      <ul className={styles.links}>
        <li className={styles.linkItem}>
          <Link to="/auth/join" className={styles.textLink}>
            {t('web.auth.login.join')}
          </Link>
        </li>
        <li className={styles.linkItem}>
          <Link to="/auth/forgot-id" className={styles.textLink}>
            {t('web.auth.login.findId')}
          </Link>
        </li>
        <li className={styles.linkItem}>
          <Link to="/auth/reset-password" className={styles.textLink}>
            {t('web.auth.login.resetPassword')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
