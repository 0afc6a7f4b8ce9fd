import { isApiError, orderMutations, orderQueries } from '@arcana/api-client';
import {
  formatDateTimeLong,
  formatKRW,
  formatNumber,
  SPENDING_LIMIT_MAX,
  type SpendingLimit,
} from '@arcana/domain';
import { Button, Skeleton, TextField, toast } from '@arcana/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as meStyles from '../me.css';
import { t } from './intl';
import * as styles from './SpendingLimit.css';

const PRESETS = [100_000, 300_000, 500_000, 1_000_000] as const;

/**
 * 월 결제 한도 on /me (DESIGN "Orders and payments"): the limit, this month's spending and what
 * is left; set, change or remove it. Lowering applies at once, raising after 24 hours, and a
 * waiting raise is shown with the time it applies.
 */
export function SpendingLimitSection() {
  const limit = useQuery(orderQueries.spendingLimit());
  const [editing, setEditing] = useState(false);

  return (
    <section id="spending-limit" className={meStyles.section} aria-labelledby="me-spending-limit">
      <h2 id="me-spending-limit" className={meStyles.sectionTitle}>
        {t('web.spendingLimit.title')}
      </h2>
      <div className={styles.card} data-testid="spending-limit">
        {limit.isPending ? (
          <Skeleton shape="rect" height={96} />
        ) : limit.isError ? (
          <div role="alert" className={styles.form}>
            <p className={styles.note}>{t('web.spendingLimit.loadError')}</p>
            <Button
              variant="secondary"
              size="sm"
              loading={limit.isFetching}
              onClick={() => void limit.refetch()}
            >
              {t('web.spendingLimit.retry')}
            </Button>
          </div>
        ) : (
          <>
            <LimitFigures limit={limit.data} />
            <p className={styles.note}>
              {t('web.spendingLimit.lead')} {t('web.spendingLimit.rule')}
            </p>
            {editing ? (
              <LimitForm current={limit.data} onDone={() => setEditing(false)} />
            ) : (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {limit.data.monthlyLimit === null
                  ? t('web.spendingLimit.set')
                  : t('web.spendingLimit.change')}
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function LimitFigures({ limit }: { limit: SpendingLimit }) {
  const pendingNote =
    limit.pendingFrom === null
      ? null
      : limit.pendingLimit === null
        ? t('web.spendingLimit.pendingRemove', { at: formatDateTimeLong(limit.pendingFrom) })
        : t('web.spendingLimit.pendingRaise', {
            at: formatDateTimeLong(limit.pendingFrom),
            amount: formatKRW(limit.pendingLimit),
          });
  const used =
    limit.monthlyLimit === null || limit.monthlyLimit === 0
      ? 100
      : Math.min(100, Math.round((limit.spentThisMonth / limit.monthlyLimit) * 100));
  return (
    <>
      {limit.monthlyLimit === null ? (
        <p className={styles.none}>{t('web.spendingLimit.none')}</p>
      ) : null}
      <dl className={styles.figures}>
        {limit.monthlyLimit === null ? null : (
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{t('web.spendingLimit.limit')}</dt>
            <dd className={styles.figureValue} data-testid="limit-monthly">
              {formatKRW(limit.monthlyLimit)}
            </dd>
          </div>
        )}
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('web.spendingLimit.spent')}</dt>
          <dd className={styles.figureValue} data-testid="limit-spent">
            {formatKRW(limit.spentThisMonth)}
          </dd>
        </div>
        {limit.remaining === null ? null : (
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{t('web.spendingLimit.remaining')}</dt>
            <dd className={styles.remainingValue} data-testid="limit-remaining">
              {formatKRW(limit.remaining)}
            </dd>
          </div>
        )}
      </dl>
      {limit.monthlyLimit === null ? null : (
        // The figures above say it in words; the bar only draws it.
        <div className={styles.meter} aria-hidden="true">
          <div className={styles.meterFill} style={{ width: `${used}%` }} />
        </div>
      )}
      {pendingNote ? (
        <p className={styles.pending} data-testid="limit-pending">
          {pendingNote}
        </p>
      ) : null}
    </>
  );
}

function LimitForm({ current, onDone }: { current: SpendingLimit; onDone: () => void }) {
  const [value, setValue] = useState(
    current.monthlyLimit === null ? '' : formatNumber(current.monthlyLimit),
  );
  const [error, setError] = useState<string | undefined>();
  const update = useMutation(orderMutations.updateSpendingLimit());

  const save = (monthlyLimit: number | null) =>
    update.mutate(monthlyLimit, {
      onSuccess: (next) => {
        const applied = next.monthlyLimit === monthlyLimit;
        if (!applied && next.pendingFrom !== null) {
          toast.success(
            t('web.spendingLimit.savedLater', { at: formatDateTimeLong(next.pendingFrom) }),
          );
        } else if (next.monthlyLimit === null) {
          toast.success(t('web.spendingLimit.removedNow'));
        } else {
          toast.success(t('web.spendingLimit.savedNow', { amount: formatKRW(next.monthlyLimit) }));
        }
        onDone();
      },
      // A refused value comes back as a field error with the api's Korean sentence.
      onError: (failure) =>
        setError(
          isApiError(failure) ? (failure.errors[0]?.message ?? failure.message) : failure.message,
        ),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = value.normalize('NFKC').replace(/\D/g, '');
    if (digits === '') return setError(t('web.spendingLimit.required'));
    const amount = Number(digits);
    if (amount > SPENDING_LIMIT_MAX) {
      return setError(t('web.spendingLimit.tooHigh', { max: formatKRW(SPENDING_LIMIT_MAX) }));
    }
    setError(undefined);
    save(amount);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('web.spendingLimit.field')}
        hint={t('web.spendingLimit.fieldHint', { max: formatKRW(SPENDING_LIMIT_MAX) })}
        error={error}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => {
          const digits = event.target.value.normalize('NFKC').replace(/\D/g, '').slice(0, 9);
          setValue(digits === '' ? '' : formatNumber(Number(digits)));
        }}
        trailing={t('web.spendingLimit.unit')}
      />
      <div className={styles.presets}>
        {PRESETS.map((amount) => (
          <Button
            key={amount}
            variant="ghost"
            size="sm"
            onClick={() => {
              setValue(formatNumber(amount));
              setError(undefined);
            }}
          >
            {formatKRW(amount)}
          </Button>
        ))}
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={update.isPending}>
          {t('web.spendingLimit.save')}
        </Button>
        {current.monthlyLimit === null ? null : (
          <Button variant="secondary" disabled={update.isPending} onClick={() => save(null)}>
            {t('web.spendingLimit.remove')}
          </Button>
        )}
        <Button variant="ghost" disabled={update.isPending} onClick={onDone}>
          {t('web.spendingLimit.cancel')}
        </Button>
      </div>
    </form>
  );
}
