import { claimMutations, isApiError } from '@arcana/api-client';
import { loginHref, useSession } from '@arcana/app-shell';
import {
  REPORT_BODY_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@arcana/domain';
import { Button, buttonStyle, toast } from '@arcana/ui';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@arcana/ui/dialog';
import { useMutation } from '@tanstack/react-query';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import * as styles from './claims.css';
import { t } from './intl';
import type { ReportTarget } from './report-target';

type ReportDialogProps = { target: ReportTarget; onClose: () => void };

/** The api's refusals, said in Korean in the dialog (the call is silent). */
function refusalOf(error: unknown): string {
  if (isApiError(error) && error.code === 'ALREADY_REPORTED') return t('claims.report.already');
  if (isApiError(error) && error.status === 404) return t('claims.report.notAllowed');
  return t('claims.report.failed');
}

/**
 * 신고하기: a reason (radio list), optional details, send. A guest is invited to log in and
 * comes back to this page. Sent: a toast, and the report waits in /me/claims.
 */
export default function ReportDialog({ target, onClose }: ReportDialogProps) {
  const { status } = useSession();
  const report = useMutation(claimMutations.report());
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const router = useRouter();
  const href = useRouterState({ select: (state) => state.location.href });
  const formId = useId();
  const bodyId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    if (reason === null) {
      setError(t('claims.report.reasonRequired'));
      return;
    }
    setError(null);
    report.mutate(
      { target, reason, body: body.trim() },
      {
        onSuccess: () => {
          toast.success(t('claims.report.sent'), {
            description: t('claims.report.sentText'),
            action: {
              label: t('claims.report.toClaims'),
              onClick: () => void router.navigate({ to: '/me/claims' }),
            },
          });
          onClose();
        },
        onError: (failure) => setError(refusalOf(failure)),
      },
    );
  };

  const close = (open: boolean) => {
    if (!open && !report.isPending) onClose();
  };

  if (status === 'guest') {
    return (
      <Dialog open onOpenChange={close}>
        <DialogContent closeLabel={t('claims.report.close')}>
          <DialogTitle>{t('claims.report.guestTitle')}</DialogTitle>
          <DialogDescription>{t('claims.report.guestText')}</DialogDescription>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{t('claims.report.cancel')}</Button>
            </DialogClose>
            <Link to={loginHref(href)} className={buttonStyle({ variant: 'primary' })}>
              {t('claims.report.login')}
            </Link>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <Dialog open onOpenChange={close}>
      <DialogContent closeLabel={t('claims.report.close')}>
        <DialogTitle>{t('claims.report.title')}</DialogTitle>
        <DialogDescription>{t('claims.report.description')}</DialogDescription>
        <form id={formId} onSubmit={onSubmit} noValidate>
          <fieldset
            className={styles.reasons}
            aria-invalid={error && reason === null ? true : undefined}
          >
            <legend className={styles.legend}>{t('claims.report.reason')}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className={styles.reason}>
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  className={styles.radio}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setError(null);
                  }}
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor={bodyId} className={styles.label}>
              {t('claims.report.details')}
            </label>
            <textarea
              id={bodyId}
              name="body"
              className={styles.textarea}
              maxLength={REPORT_BODY_MAX_LENGTH}
              placeholder={t('claims.report.detailsPlaceholder')}
              value={body}
              aria-describedby={`${bodyId}-counter`}
              onChange={(event) => setBody(event.currentTarget.value)}
            />
            <span id={`${bodyId}-counter`} className={styles.counter}>
              {t('claims.report.counter', { count: [...body].length, max: REPORT_BODY_MAX_LENGTH })}
            </span>
          </div>
          <div aria-live="assertive">
            {error ? (
              <p className={styles.error} role="alert" data-testid="report-error">
                {error}
              </p>
            ) : null}
          </div>
        </form>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={report.isPending}>
              {t('claims.report.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="danger" loading={report.isPending}>
            {t('claims.report.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
