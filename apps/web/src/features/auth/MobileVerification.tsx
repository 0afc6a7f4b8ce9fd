import { authMutations, isApiError } from '@arcana/api-client';
import { mobileSchema, type VerificationPurpose, verificationCodeSchema } from '@arcana/domain';
import { Button, CheckIcon, TextField } from '@arcana/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import * as styles from './auth.css';
import { t } from './intl';
import { formatMinutesSeconds, typeMobile, useSecondsLeft } from './mobile-input';

export type VerifiedMobile = { mobile: string; verificationToken: string };

type Sent = { mobile: string; expiresAt: number; resendAt: number };

function messageOf(error: unknown): string {
  if (!isApiError(error)) return t('web.auth.mobile.failed');
  return error.errors[0]?.message ?? error.message;
}

export type MobileVerificationProps = {
  purpose: VerificationPurpose;
  verified: VerifiedMobile | null;
  onVerified: (value: VerifiedMobile | null) => void;
  /** An error about the number from the step after (e.g. 409 already joined). */
  mobileError?: string | undefined;
};

/**
 * 휴대전화번호 + 인증번호 받기 (3:00 timer, resend after 60 s) + 인증번호 + 확인, the shared
 * first step of join, social join, forgot ID and reset password. The calls are silent, so their
 * Korean messages show inline here.
 */
export function MobileVerification({
  purpose,
  verified,
  onVerified,
  mobileError,
}: MobileVerificationProps) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [ownMobileError, setMobileError] = useState<string | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();
  const send = useMutation(authMutations.sendCode());
  const verify = useMutation(authMutations.verifyCode());
  const expiresIn = useSecondsLeft(sent?.expiresAt ?? null);
  const resendIn = useSecondsLeft(sent?.resendAt ?? null);

  const sendCode = () => {
    const parsed = v.safeParse(mobileSchema, mobile);
    if (!parsed.success) return setMobileError(parsed.issues[0].message);
    setMobileError(undefined);
    setCodeError(undefined);
    send.mutate(
      { mobile: parsed.output, purpose },
      {
        onSuccess: ({ expiresInSeconds, resendAfterSeconds }) => {
          const now = Date.now();
          setCode('');
          setSent({
            mobile: parsed.output,
            expiresAt: now + expiresInSeconds * 1000,
            resendAt: now + resendAfterSeconds * 1000,
          });
        },
        onError: (error) => setMobileError(messageOf(error)),
      },
    );
  };

  const verifyCode = () => {
    if (!sent || verify.isPending) return;
    if (expiresIn === 0) return setCodeError(t('web.auth.mobile.expired'));
    const parsed = v.safeParse(verificationCodeSchema, code);
    if (!parsed.success) return setCodeError(parsed.issues[0].message);
    setCodeError(undefined);
    verify.mutate(
      { mobile: sent.mobile, code: parsed.output, purpose },
      {
        onSuccess: ({ verificationToken }) =>
          onVerified({ mobile: sent.mobile, verificationToken }),
        onError: (error) => setCodeError(messageOf(error)),
      },
    );
  };

  const sendLabel = !sent
    ? t('web.auth.mobile.send')
    : resendIn > 0
      ? t('web.auth.mobile.resendIn', { seconds: resendIn })
      : t('web.auth.mobile.resend');

  const codeHint = verified ? (
    <span className={styles.successText}>
      <CheckIcon size={16} /> {t('web.auth.mobile.verified')}
    </span>
  ) : expiresIn > 0 ? (
    t('web.auth.mobile.sent')
  ) : (
    t('web.auth.mobile.expired')
  );

  return (
    <div className={styles.stack}>
      <TextField
        label={t('web.auth.mobile.label')}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('web.auth.mobile.placeholder')}
        value={mobile}
        readOnly={verified !== null}
        onChange={(event) => {
          setMobile(typeMobile(event.currentTarget.value));
          // A new number starts over: the code belonged to the old one.
          if (sent) setSent(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (!sent || resendIn === 0) sendCode();
          }
        }}
        error={mobileError ?? ownMobileError}
        addon={
          <Button
            variant="secondary"
            loading={send.isPending}
            disabled={verified !== null || (sent !== null && resendIn > 0)}
            onClick={sendCode}
          >
            <span className={styles.numeric}>{sendLabel}</span>
          </Button>
        }
      />
      {sent ? (
        <TextField
          label={t('web.auth.mobile.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t('web.auth.mobile.codePlaceholder')}
          maxLength={6}
          value={code}
          readOnly={verified !== null}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              verifyCode();
            }
          }}
          error={codeError}
          hint={codeHint}
          trailing={
            verified || expiresIn === 0 ? null : (
              <span className={styles.numeric} role="timer" aria-live="off">
                {formatMinutesSeconds(expiresIn)}
              </span>
            )
          }
          addon={
            <Button
              variant="secondary"
              loading={verify.isPending}
              disabled={verified !== null}
              onClick={verifyCode}
            >
              {t('web.auth.mobile.verify')}
            </Button>
          }
        />
      ) : null}
    </div>
  );
}
