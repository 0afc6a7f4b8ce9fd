import { createTestIdentityVerification, meMutations, meQueries } from '@arcana/api-client';
import type { User } from '@arcana/domain';
import { Button, CheckIcon, TextField } from '@arcana/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { typeMobile } from '../auth/verification';
import * as pageStyles from './IdentityVerificationTestPage.css';
import { t } from './intl';
import { LoadError } from './LoadError';
import * as styles from './me.css';
import { formatMobile } from './mobile-format';
import { FormSkeleton } from './ProfileEditPage';

// After a success the result stays readable for a moment before the page returns by itself.
const RETURN_DELAY_MS = 1500;
const BIRTH_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Outcome = 'VERIFIED' | 'FAILED';

/**
 * /_test/identity-verification: stands in for the provider's window (PROVIDERS §5). It asks the
 * api's stand-in for a verification with the chosen outcome, then lets the api check it.
 */
export function IdentityVerificationTestPage({ returnTo }: { returnTo: string }) {
  const me = useQuery(meQueries.current());
  // Verifying here also marks the cached user verified. Whether the person arrived verified is
  // decided once, so a success on this page shows its result, not the "already verified" notice.
  const arrivedVerified = useRef<boolean | undefined>(undefined);
  if (me.data && arrivedVerified.current === undefined) {
    arrivedVerified.current = me.data.identityVerified;
  }
  if (me.isPending) return <FormSkeleton fields={4} />;
  if (me.isError) return <LoadError onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  if (arrivedVerified.current) return <AlreadyVerified returnTo={returnTo} />;
  if (me.data.identityVerified) return <Verified returnTo={returnTo} />;
  return <VerificationForm user={me.data} />;
}

function Verified({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate({ to: returnTo }), RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, returnTo]);
  return (
    <div className={styles.centered} role="status" data-testid="identity-result">
      <span className={pageStyles.doneIcon}>
        <CheckIcon size={28} />
      </span>
      <p className={pageStyles.resultTitle}>{t('web.me.identity.success')}</p>
      <Button onClick={() => void navigate({ to: returnTo })}>
        {t('web.me.identity.continue')}
      </Button>
    </div>
  );
}

function AlreadyVerified({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  return (
    <div className={styles.centered} data-testid="identity-already">
      <span className={pageStyles.doneIcon}>
        <CheckIcon size={28} />
      </span>
      <p className={pageStyles.resultTitle}>{t('web.me.identity.already')}</p>
      <p className={styles.lead}>{t('web.me.identity.alreadyLead')}</p>
      <Button onClick={() => void navigate({ to: returnTo })}>
        {t('web.me.identity.continue')}
      </Button>
    </div>
  );
}

function VerificationForm({ user }: { user: User }) {
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.mobile ? formatMobile(user.mobile) : '');
  const [birthDate, setBirthDate] = useState('');
  const [outcome, setOutcome] = useState<Outcome>('VERIFIED');
  const [birthError, setBirthError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const verify = useMutation(meMutations.verifyIdentity());
  const create = useMutation({ mutationFn: createTestIdentityVerification });
  const busy = create.isPending || verify.isPending;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (birthDate !== '' && !BIRTH_DATE.test(birthDate)) {
      return setBirthError(t('web.me.identity.birthDateInvalid'));
    }
    setBirthError(undefined);
    setFailed(false);
    try {
      const { identityVerificationId } = await create.mutateAsync({
        name,
        phoneNumber: phone,
        birthDate,
        outcome,
      });
      await verify.mutateAsync(identityVerificationId);
    } catch {
      // The api's message is already toasted; the page says what to do next.
      setFailed(true);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={pageStyles.notice}>{t('web.me.identity.testNotice')}</p>
      <TextField
        label={t('web.me.identity.name')}
        name="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t('web.me.identity.phone')}
        name="phone"
        type="tel"
        inputMode="numeric"
        value={phone}
        onChange={(event) => setPhone(typeMobile(event.target.value))}
      />
      <TextField
        label={t('web.me.identity.birthDate')}
        name="birthDate"
        type="date"
        value={birthDate}
        onChange={(event) => setBirthDate(event.target.value)}
        error={birthError}
      />
      <fieldset className={pageStyles.outcomes}>
        <legend className={pageStyles.legend}>{t('web.me.identity.outcome')}</legend>
        {(['VERIFIED', 'FAILED'] as const).map((value) => (
          <label key={value} className={pageStyles.outcome}>
            <input
              type="radio"
              name="outcome"
              value={value}
              checked={outcome === value}
              onChange={() => setOutcome(value)}
            />
            {value === 'VERIFIED'
              ? t('web.me.identity.outcomeSuccess')
              : t('web.me.identity.outcomeFailure')}
          </label>
        ))}
      </fieldset>
      {failed ? (
        <p className={styles.errorText} role="alert" data-testid="identity-failed">
          {t('web.me.identity.failure')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {t('web.me.identity.submit')}
        </Button>
      </div>
    </form>
  );
}
