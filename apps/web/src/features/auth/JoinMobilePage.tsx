import { authMutations, isApiError } from '@arcana/api-client';
import {
  apiFieldErrorsOf,
  type FieldErrors,
  fieldErrorsOf,
  useRedirectAfterLogin,
} from '@arcana/app-shell';
import { joinRequestSchema } from '@arcana/domain';
import { Button, CheckIcon, TextField } from '@arcana/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import { Agreements, type AgreementValues, NO_AGREEMENTS } from './Agreements';
import * as styles from './auth.css';
import { focusFirstInvalid } from './focus-invalid';
import { t } from './intl';
import { MobileVerification, type VerifiedMobile } from './MobileVerification';
import { NewPasswordFields } from './NewPasswordFields';
import { useUsernameCheck } from './use-username-check';

/** /auth/join/mobile: verify the mobile, then ID, password, name and agreements → logged in. */
export function JoinMobilePage() {
  const [verified, setVerified] = useState<VerifiedMobile | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [name, setName] = useState('');
  const [agreements, setAgreements] = useState<AgreementValues>(NO_AGREEMENTS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | undefined>();
  const usernameCheck = useUsernameCheck();
  const join = useMutation(authMutations.join());
  const redirectAfterLogin = useRedirectAfterLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (join.isPending) return;
    setFormError(undefined);
    if (!verified) return setFormError(t('web.auth.join.verifyFirst'));
    const parsed = v.safeParse(joinRequestSchema, {
      username,
      password,
      name,
      mobile: verified.mobile,
      verificationToken: verified.verificationToken,
      agreements,
    });
    const next: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.issues);
    if (!next.password && password !== passwordConfirm) {
      next.passwordConfirm = t('web.auth.join.passwordMismatch');
    }
    if (usernameCheck.check.state === 'invalid' && !next.username) {
      next.username = usernameCheck.check.message;
    }
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return focusFirstInvalid(formRef.current);
    join.mutate(parsed.output, {
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

  const { check } = usernameCheck;
  const usernameHint =
    check.state === 'available' && check.username === username ? (
      <span className={styles.successText}>
        <CheckIcon size={16} /> {t('web.auth.join.usernameAvailable')}
      </span>
    ) : (
      t('web.auth.join.usernameHint')
    );

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t('web.auth.join.stepMobile')}</legend>
        <MobileVerification
          purpose="JOIN"
          verified={verified}
          onVerified={setVerified}
          mobileError={errors.mobile ?? errors.verificationToken}
        />
      </fieldset>
      {verified ? (
        <>
          <fieldset className={styles.section}>
            <legend className={styles.sectionTitle}>{t('web.auth.join.stepAccount')}</legend>
            <TextField
              label={t('web.auth.join.username')}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              value={username}
              onChange={(event) => {
                setUsername(event.currentTarget.value.trim());
                usernameCheck.reset();
              }}
              onBlur={() => {
                if (username) void usernameCheck.run(username);
              }}
              error={errors.username ?? (check.state === 'invalid' ? check.message : undefined)}
              hint={usernameHint}
              addon={
                <Button
                  variant="secondary"
                  loading={check.state === 'checking'}
                  onClick={() => void usernameCheck.run(username)}
                >
                  {t('web.auth.join.usernameCheck')}
                </Button>
              }
            />
            <NewPasswordFields
              password={password}
              passwordConfirm={passwordConfirm}
              onPasswordChange={setPassword}
              onPasswordConfirmChange={setPasswordConfirm}
              errors={errors}
              labels={{
                password: t('web.auth.join.password'),
                passwordConfirm: t('web.auth.join.passwordConfirm'),
              }}
            />
            <TextField
              label={t('web.auth.join.name')}
              name="name"
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errors.name}
            />
          </fieldset>
          <Agreements
            value={agreements}
            onChange={setAgreements}
            errors={{ terms: errors['agreements.terms'], privacy: errors['agreements.privacy'] }}
          />
        </>
      ) : null}
      {formError ? (
        <p className={styles.errorText} role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={join.isPending} disabled={!verified}>
        {t('web.auth.join.submit')}
      </Button>
    </form>
  );
}
