import { authMutations, isApiError } from '@arcana/api-client';
import {
  apiFieldErrorsOf,
  type FieldErrors,
  fieldErrorsOf,
  useRedirectAfterLogin,
} from '@arcana/app-shell';
import { SOCIAL_PROVIDERS, type SocialProvider, socialJoinRequestSchema } from '@arcana/domain';
import { Button, buttonStyle, Heading, Spinner, TextField } from '@arcana/ui';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { Agreements, type AgreementValues, NO_AGREEMENTS } from './Agreements';
import * as styles from './auth.css';
import { focusFirstInvalid } from './focus-invalid';
import { t } from './intl';
import { MobileVerification, type VerifiedMobile } from './MobileVerification';

export type SocialCallbackSearch = {
  provider?: string | undefined;
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
};

function providerOf(value: string | undefined): SocialProvider | null {
  return SOCIAL_PROVIDERS.find((provider) => provider === value?.toUpperCase()) ?? null;
}

/**
 * /auth/join/social, where the provider sends the browser back: a known account logs in and
 * goes on (SPEC §2 redirect rule); a new one finishes joining with a name and a verified mobile.
 */
export function SocialJoinPage({ search }: { search: SocialCallbackSearch }) {
  const socialLogin = useMutation(authMutations.socialLogin());
  const redirectAfterLogin = useRedirectAfterLogin();
  const started = useRef(false);
  const provider = providerOf(search.provider);
  const invalid = !provider || !search.code || !search.state || Boolean(search.error);

  useEffect(() => {
    // The code is single-use: ask once, whatever re-renders or strict-mode re-runs happen.
    if (started.current || invalid || !provider || !search.code || !search.state) return;
    started.current = true;
    socialLogin.mutate({ provider, code: search.code, state: search.state });
  }, [invalid, provider, search.code, search.state, socialLogin]);

  const answer = socialLogin.data;
  useEffect(() => {
    if (answer?.result === 'LOGGED_IN') redirectAfterLogin();
  }, [answer, redirectAfterLogin]);

  if (invalid || socialLogin.isError) {
    return (
      <div className={styles.page}>
        <div className={styles.result} role="alert">
          <Heading level={2} size="lg">
            {t('web.auth.social.failed')}
          </Heading>
          {isApiError(socialLogin.error) ? (
            <p className={styles.lead}>{socialLogin.error.message}</p>
          ) : null}
          <Link to="/login" className={buttonStyle({ variant: 'primary', fullWidth: true })}>
            {t('web.auth.social.retry')}
          </Link>
        </div>
      </div>
    );
  }
  if (answer?.result === 'JOIN_REQUIRED') {
    return <SocialJoinForm joinToken={answer.joinToken} initialName={answer.profile.name} />;
  }
  return (
    <div className={`${styles.page} ${styles.centered}`}>
      <Spinner size="lg" label={t('web.auth.social.loading')} />
    </div>
  );
}

function SocialJoinForm({ joinToken, initialName }: { joinToken: string; initialName: string }) {
  const [name, setName] = useState(initialName);
  const [verified, setVerified] = useState<VerifiedMobile | null>(null);
  const [agreements, setAgreements] = useState<AgreementValues>(NO_AGREEMENTS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | undefined>();
  const socialJoin = useMutation(authMutations.socialJoin());
  const redirectAfterLogin = useRedirectAfterLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (socialJoin.isPending) return;
    setFormError(undefined);
    if (!verified) return setFormError(t('web.auth.join.verifyFirst'));
    const parsed = v.safeParse(socialJoinRequestSchema, {
      joinToken,
      name,
      mobile: verified.mobile,
      verificationToken: verified.verificationToken,
      agreements,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.issues));
      return focusFirstInvalid(formRef.current);
    }
    setErrors({});
    socialJoin.mutate(parsed.output, {
      onSuccess: () => redirectAfterLogin(),
      onError: (error) => {
        const fields = apiFieldErrorsOf(error);
        setErrors(fields);
        focusFirstInvalid(formRef.current);
        if (Object.keys(fields).length === 0) {
          setFormError(isApiError(error) ? error.message : t('web.auth.join.failed'));
        }
      },
    });
  };

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <Heading level={2} size="xl">
          {t('web.auth.social.joinTitle')}
        </Heading>
        <p className={styles.lead}>{t('web.auth.social.joinLead')}</p>
      </div>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('web.auth.join.name')}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
        />
        <MobileVerification
          purpose="JOIN"
          verified={verified}
          onVerified={setVerified}
          mobileError={errors.mobile ?? errors.verificationToken}
        />
        <Agreements
          value={agreements}
          onChange={setAgreements}
          errors={{ terms: errors['agreements.terms'], privacy: errors['agreements.privacy'] }}
        />
        {formError ? (
          <p className={styles.errorText} role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" size="lg" fullWidth loading={socialJoin.isPending}>
          {t('web.auth.join.submit')}
        </Button>
      </form>
    </div>
  );
}
