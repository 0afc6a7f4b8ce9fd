import { counselorOfficeMutations, counselorOfficeQueries, isApiError } from '@arcana/api-client';
import { type CounselorSelf, taxEmailSchema, verificationCodeSchema } from '@arcana/domain';
import { Button, TextField } from '@arcana/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { OfficePage, QueryView, showSaved, officeStyles as styles } from '../office';
import { t } from './intl';
import { formatMinutesSeconds, useSecondsLeft } from './seconds-left';

type Sent = { email: string; expiresAt: number; resendAt: number };

function messageOf(error: unknown): string {
  if (!isApiError(error)) return t('counselor.taxEmail.failed');
  return error.errors[0]?.message ?? error.message;
}

function TaxEmailForm({ self }: { self: CounselorSelf }) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();
  const send = useMutation(counselorOfficeMutations.sendTaxEmailCode());
  const verify = useMutation(counselorOfficeMutations.verifyTaxEmail());
  const expiresIn = useSecondsLeft(sent?.expiresAt ?? null);
  const resendIn = useSecondsLeft(sent?.resendAt ?? null);

  const sendCode = () => {
    if (send.isPending) return;
    const parsed = v.safeParse(taxEmailSchema, email);
    if (!parsed.success) return setEmailError(parsed.issues[0].message);
    if (parsed.output === self.taxEmail) return setEmailError(t('counselor.taxEmail.same'));
    setEmailError(undefined);
    setCodeError(undefined);
    send.mutate(parsed.output, {
      onSuccess: ({ expiresInSeconds, resendAfterSeconds }) => {
        const now = Date.now();
        setCode('');
        setSent({
          email: parsed.output,
          expiresAt: now + expiresInSeconds * 1000,
          resendAt: now + resendAfterSeconds * 1000,
        });
      },
      onError: (error) => setEmailError(messageOf(error)),
    });
  };

  const verifyCode = () => {
    if (!sent || verify.isPending) return;
    if (expiresIn === 0) return setCodeError(t('counselor.taxEmail.expired'));
    const parsed = v.safeParse(verificationCodeSchema, code);
    if (!parsed.success) return setCodeError(parsed.issues[0].message);
    setCodeError(undefined);
    verify.mutate(
      { email: sent.email, code: parsed.output },
      {
        onSuccess: () => {
          setSent(null);
          setEmail('');
          setCode('');
          showSaved(t('counselor.taxEmail.changed'));
        },
        onError: (error) => setCodeError(messageOf(error)),
      },
    );
  };

  const sendLabel = !sent
    ? t('counselor.taxEmail.send')
    : resendIn > 0
      ? t('counselor.taxEmail.resendIn', { seconds: resendIn })
      : t('counselor.taxEmail.resend');

  return (
    <>
      <section className={styles.section} aria-labelledby="tax-email-current">
        <h2 id="tax-email-current" className={styles.sectionTitle}>
          {t('counselor.taxEmail.current')}
        </h2>
        <p className={self.taxEmail ? styles.rowTitle : styles.hint} data-testid="tax-email">
          {self.taxEmail ?? t('counselor.taxEmail.none')}
        </p>
      </section>
      <section className={styles.section} aria-labelledby="tax-email-change">
        <h2 id="tax-email-change" className={styles.sectionTitle}>
          {self.taxEmail ? t('counselor.taxEmail.change') : t('counselor.taxEmail.register')}
        </h2>
        <TextField
          label={t('counselor.taxEmail.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={100}
          placeholder={t('counselor.taxEmail.placeholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            // A new address starts over: the code belonged to the old one.
            if (sent) setSent(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (!sent || resendIn === 0) sendCode();
            }
          }}
          error={emailError}
          addon={
            <Button
              variant="secondary"
              loading={send.isPending}
              disabled={sent !== null && resendIn > 0}
              onClick={sendCode}
            >
              <span className={styles.counter}>{sendLabel}</span>
            </Button>
          }
        />
        {sent ? (
          <TextField
            label={t('counselor.taxEmail.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('counselor.taxEmail.codePlaceholder')}
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                verifyCode();
              }
            }}
            error={codeError}
            hint={
              expiresIn > 0
                ? t('counselor.taxEmail.sent', { email: sent.email })
                : t('counselor.taxEmail.expired')
            }
            trailing={
              expiresIn === 0 ? null : (
                <span role="timer" aria-live="off">
                  {formatMinutesSeconds(expiresIn)}
                </span>
              )
            }
            addon={
              <Button variant="primary" loading={verify.isPending} onClick={verifyCode}>
                {t('counselor.taxEmail.verify')}
              </Button>
            }
          />
        ) : (
          <p className={styles.hint}>{t('counselor.taxEmail.hint')}</p>
        )}
      </section>
    </>
  );
}

/** 세금계산서용 이메일 (/counselor/tax-email): changed only with the code sent to the new address. */
export function TaxEmailPage() {
  const self = useQuery(counselorOfficeQueries.self());
  return (
    <OfficePage title={t('counselor.taxEmail.title')} lead={t('counselor.taxEmail.lead')}>
      <QueryView query={self} rows={2} height={120}>
        {(data) => <TaxEmailForm self={data} />}
      </QueryView>
    </OfficePage>
  );
}
