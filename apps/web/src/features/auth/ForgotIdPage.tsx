import { authMutations, isApiError } from '@arcana/api-client';
import { buttonStyle, Heading, UserIcon } from '@arcana/ui';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as styles from './auth.css';
import { t } from './intl';
import { MobileVerification, type VerifiedMobile } from './MobileVerification';

/** /auth/forgot-id: verify the mobile (FIND_ID), then show the masked IDs joined with it. */
export function ForgotIdPage() {
  const [verified, setVerified] = useState<VerifiedMobile | null>(null);
  const forgotId = useMutation(authMutations.forgotId());

  const onVerified = (value: VerifiedMobile | null) => {
    setVerified(value);
    if (value) forgotId.mutate(value.verificationToken);
  };

  if (forgotId.data) {
    const { usernames } = forgotId.data;
    return (
      <div className={styles.page}>
        <section className={styles.result} aria-labelledby="forgot-id-result">
          <span className={styles.resultIcon} aria-hidden="true">
            <UserIcon size={28} />
          </span>
          <Heading level={2} size="lg" id="forgot-id-result">
            {usernames.length > 0 ? t('web.auth.forgotId.found') : t('web.auth.forgotId.none')}
          </Heading>
          {usernames.length > 0 ? (
            <ul className={styles.usernames}>
              {usernames.map((username) => (
                <li key={username} className={styles.username}>
                  {username}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.lead}>{t('web.auth.forgotId.noneLead')}</p>
          )}
          <div className={styles.actions}>
            {usernames.length > 0 ? (
              <>
                <Link to="/login" className={buttonStyle({ size: 'lg', fullWidth: true })}>
                  {t('web.auth.forgotId.toLogin')}
                </Link>
                <Link
                  to="/auth/reset-password"
                  className={buttonStyle({ variant: 'secondary', size: 'lg', fullWidth: true })}
                >
                  {t('web.auth.forgotId.toReset')}
                </Link>
              </>
            ) : (
              <Link to="/auth/join" className={buttonStyle({ size: 'lg', fullWidth: true })}>
                {t('web.auth.login.join')}
              </Link>
            )}
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <p className={styles.lead}>{t('web.auth.forgotId.lead')}</p>
      <MobileVerification purpose="FIND_ID" verified={verified} onVerified={onVerified} />
      {forgotId.isError ? (
        <p className={styles.errorText} role="alert">
          {isApiError(forgotId.error) ? forgotId.error.message : t('web.auth.mobile.failed')}
        </p>
      ) : null}
    </div>
  );
}
