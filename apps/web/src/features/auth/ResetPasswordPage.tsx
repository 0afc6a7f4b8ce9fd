import { authMutations, isApiError } from '@arcana/api-client';
import { apiFieldErrorsOf, type FieldErrors, fieldErrorsOf } from '@arcana/app-shell';
import { resetPasswordRequestSchema } from '@arcana/domain';
import { Button, buttonStyle, CheckIcon, Heading, TextField } from '@arcana/ui';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import * as styles from './auth.css';
import { focusFirstInvalid } from './focus-invalid';
import { t } from './intl';
import { MobileVerification, type VerifiedMobile } from './MobileVerification';
import { NewPasswordFields } from './NewPasswordFields';

/** /auth/reset-password: ID + verified mobile (RESET_PASSWORD) → new password twice → done. */
export function ResetPasswordPage() {
  const [username, setUsername] = useState('');
  const [verified, setVerified] = useState<VerifiedMobile | null>(null);
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | undefined>();
  const reset = useMutation(authMutations.resetPassword());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    setFormError(undefined);
    if (!verified) return setFormError(t('web.auth.join.verifyFirst'));
    const parsed = v.safeParse(resetPasswordRequestSchema, {
      username,
      verificationToken: verified.verificationToken,
      password,
    });
    const next: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.issues);
    if (!next.password && password !== passwordConfirm) {
      next.passwordConfirm = t('web.auth.join.passwordMismatch');
    }
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return focusFirstInvalid(formRef.current);
    reset.mutate(parsed.output, {
      onError: (error) => {
        const fields = apiFieldErrorsOf(error);
        setErrors(fields);
        focusFirstInvalid(formRef.current);
        if (Object.keys(fields).length === 0) {
          setFormError(isApiError(error) ? error.message : t('web.auth.mobile.failed'));
        }
      },
    });
  };

  if (reset.isSuccess) {
    return (
      <div className={styles.page}>
        <section className={styles.result} aria-labelledby="reset-done">
          <span className={styles.resultIcon} aria-hidden="true">
            <CheckIcon size={28} />
          </span>
          <Heading level={2} size="lg" id="reset-done">
            {t('web.auth.reset.done')}
          </Heading>
          <p className={styles.lead}>{t('web.auth.reset.doneLead')}</p>
          <Link to="/login" className={buttonStyle({ size: 'lg', fullWidth: true })}>
            {t('web.auth.reset.toLogin')}
          </Link>
        </section>
      </div>
    );
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('web.auth.reset.lead')}</p>
      <TextField
        label={t('web.auth.reset.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={username}
        readOnly={verified !== null}
        onChange={(event) => setUsername(event.currentTarget.value.trim())}
        error={errors.username}
      />
      <MobileVerification
        purpose="RESET_PASSWORD"
        verified={verified}
        onVerified={setVerified}
        mobileError={errors.verificationToken}
      />
      {verified ? (
        <NewPasswordFields
          password={password}
          passwordConfirm={passwordConfirm}
          onPasswordChange={setPassword}
          onPasswordConfirmChange={setPasswordConfirm}
          errors={errors}
          labels={{
            password: t('web.auth.reset.newPassword'),
            passwordConfirm: t('web.auth.reset.newPasswordConfirm'),
          }}
        />
      ) : null}
      {formError ? (
        <p className={styles.errorText} role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={reset.isPending} disabled={!verified}>
        {t('web.auth.reset.submit')}
      </Button>
    </form>
  );
}
