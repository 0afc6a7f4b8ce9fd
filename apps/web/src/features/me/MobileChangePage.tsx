import { meMutations, meQueries } from '@arcana/api-client';
import { apiFieldErrorsOf, showToast } from '@arcana/app-shell';
import type { User } from '@arcana/domain';
import { Button } from '@arcana/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { MobileVerification, type VerifiedMobile } from '../auth/verification';
import { t } from './intl';
import { LoadError } from './LoadError';
import * as styles from './me.css';
import { formatMobile } from './mobile-format';
import { FormSkeleton } from './ProfileEditPage';

/** 휴대전화번호 수정: verify the new number by SMS code (CHANGE_MOBILE), then save it. */
export function MobileChangePage() {
  const me = useQuery(meQueries.current());
  if (me.isPending) return <FormSkeleton fields={2} />;
  if (me.isError) return <LoadError onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  return <MobileChangeForm user={me.data} />;
}

function MobileChangeForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const [verified, setVerified] = useState<VerifiedMobile | null>(null);
  const [mobileError, setMobileError] = useState<string | undefined>();
  const [saveError, setSaveError] = useState<string | undefined>();
  const save = useMutation(meMutations.changeMobile());

  const onVerified = (value: VerifiedMobile | null) => {
    setVerified(value);
    setSaveError(undefined);
    setMobileError(value?.mobile === user.mobile ? t('web.me.mobile.sameNumber') : undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!verified) return setSaveError(t('web.me.mobile.verifyFirst'));
    if (verified.mobile === user.mobile) return setMobileError(t('web.me.mobile.sameNumber'));
    save.mutate(verified, {
      onSuccess: () => {
        void showToast(t('web.me.mobile.done'), 'success');
        void navigate({ to: '/me' });
      },
      onError: (error) => {
        const fields = apiFieldErrorsOf(error);
        setMobileError(fields.mobile);
        setSaveError(fields.verificationToken);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>
        {user.mobile
          ? t('web.me.mobile.currentLead', { mobile: formatMobile(user.mobile) })
          : t('web.me.mobile.noCurrent')}
      </p>
      <MobileVerification
        purpose="CHANGE_MOBILE"
        verified={verified}
        onVerified={onVerified}
        mobileError={mobileError}
      />
      {saveError ? (
        <p className={styles.errorText} role="alert">
          {saveError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={save.isPending} disabled={!verified}>
          {t('web.me.save')}
        </Button>
      </div>
    </form>
  );
}
