import { counselorOfficeMutations, counselorOfficeQueries } from '@arcana/api-client';
import { type FieldErrors, fieldErrorsOf } from '@arcana/app-shell';
import {
  BANK_CODES,
  type BankAccount,
  bankAccountRequestSchema,
  KOREAN_BANKS,
} from '@arcana/domain';
import { TextField } from '@arcana/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import {
  formErrorsOf,
  OfficePage,
  QueryView,
  SaveBar,
  showSaved,
  officeStyles as styles,
} from '../office';
import { t } from './intl';

function SavedAccount({ account }: { account: BankAccount | null }) {
  return (
    <section className={styles.section} aria-labelledby="bank-current">
      <h2 id="bank-current" className={styles.sectionTitle}>
        {t('counselor.bankAccount.current')}
      </h2>
      {account ? (
        <div className={styles.rowBody} data-testid="bank-account">
          <span className={styles.rowTitle}>
            {account.bankName} <span className={styles.counter}>{account.numberMasked}</span>
          </span>
          <span className={styles.rowMeta}>
            {t('counselor.bankAccount.holderValue', { holder: account.holder })}
          </span>
        </div>
      ) : (
        <p className={styles.hint}>{t('counselor.bankAccount.none')}</p>
      )}
    </section>
  );
}

function BankAccountForm({ account }: { account: BankAccount | null }) {
  const selectId = useId();
  const [bankCode, setBankCode] = useState<string>(account?.bankCode ?? '');
  const [holder, setHolder] = useState(account?.holder ?? '');
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation(counselorOfficeMutations.saveBankAccount());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = v.safeParse(bankAccountRequestSchema, { bankCode, holder, number });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.output, {
      onSuccess: () => {
        // The number never comes back unmasked, so the field is emptied after saving.
        setNumber('');
        showSaved(t('counselor.bankAccount.saved'));
      },
      onError: (error) => setErrors(formErrorsOf(error)),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <section className={styles.section} aria-labelledby="bank-form">
        <h2 id="bank-form" className={styles.sectionTitle}>
          {account ? t('counselor.bankAccount.change') : t('counselor.bankAccount.register')}
        </h2>
        <div className={styles.field}>
          <label htmlFor={selectId} className={styles.fieldLabel}>
            {t('counselor.bankAccount.bank')}
          </label>
          <select
            id={selectId}
            name="bankCode"
            className={styles.select}
            value={bankCode}
            aria-invalid={errors.bankCode ? true : undefined}
            aria-describedby={errors.bankCode ? `${selectId}-error` : undefined}
            onChange={(event) => setBankCode(event.target.value)}
          >
            <option value="">{t('counselor.bankAccount.bankPlaceholder')}</option>
            {BANK_CODES.map((code) => (
              <option key={code} value={code}>
                {KOREAN_BANKS[code]}
              </option>
            ))}
          </select>
          {errors.bankCode ? (
            <p id={`${selectId}-error`} className={styles.error}>
              {errors.bankCode}
            </p>
          ) : null}
        </div>
        <TextField
          label={t('counselor.bankAccount.holder')}
          name="holder"
          autoComplete="name"
          maxLength={20}
          value={holder}
          onChange={(event) => setHolder(event.target.value)}
          hint={t('counselor.bankAccount.holderHint')}
          error={errors.holder}
        />
        <TextField
          label={t('counselor.bankAccount.number')}
          name="number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          placeholder={t('counselor.bankAccount.numberPlaceholder')}
          value={number}
          onChange={(event) => setNumber(event.target.value.replace(/[^\d-]/g, ''))}
          hint={t('counselor.bankAccount.numberHint')}
          error={errors.number}
        />
      </section>
      <SaveBar
        error={errors['']}
        pending={save.isPending}
        label={t('counselor.bankAccount.save')}
      />
    </form>
  );
}

/** 정산 계좌 관리 (/counselor/bank-account): the account shown masked, and a form to change it. */
export function BankAccountPage() {
  const account = useQuery(counselorOfficeQueries.bankAccount());
  return (
    <OfficePage title={t('counselor.bankAccount.title')} lead={t('counselor.bankAccount.lead')}>
      <QueryView query={account} rows={2} height={140}>
        {(data) => (
          <>
            <SavedAccount account={data} />
            <BankAccountForm account={data} />
          </>
        )}
      </QueryView>
    </OfficePage>
  );
}
