import { counselingQueries, counselorApplicationMutations, isApiError } from '@arcana/api-client';
import { apiFieldErrorsOf, type FieldErrors } from '@arcana/app-shell';
import { Button, Checkbox, TextField } from '@arcana/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import * as styles from './application.css';
import { type ApplicationDraft, checkDraft, EMPTY_DRAFT, toggleCategory } from './application-form';
import { CertificateImageField } from './CertificateImageField';
import { t } from './intl';

const ANSWER_MAX = 2_000;

/** The api's 409s, said in place (the calls are silent). */
function refusalOf(error: unknown): string {
  if (!isApiError(error)) return t('web.application.failed');
  switch (error.code) {
    case 'APPLICATION_PENDING':
      return t('web.application.pending');
    case 'ALREADY_COUNSELOR':
      return t('web.application.already');
    case 'NAME_TAKEN':
      return t('web.application.nameTaken');
    default:
      return error.status === 400 ? t('web.application.fixErrors') : t('web.application.failed');
  }
}

export function ApplicationForm({ initial = EMPTY_DRAFT }: { initial?: ApplicationDraft }) {
  const [draft, setDraft] = useState<ApplicationDraft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const answerId = useId();
  const categories = useQuery(counselingQueries.categories());
  const submit = useMutation(counselorApplicationMutations.submit());

  const set = (patch: Partial<ApplicationDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const setCertificate = (patch: Partial<ApplicationDraft['certificate']>) =>
    setDraft((old) => ({ ...old, certificate: { ...old.certificate, ...patch } }));

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const check = checkDraft(draft);
    if (!check.ok) {
      setErrors(check.errors);
      setFormError(t('web.application.fixErrors'));
      focusFirstError();
      return;
    }
    setErrors({});
    setFormError(null);
    submit.mutate(check.request, {
      onError: (error) => {
        const fields = apiFieldErrorsOf(error);
        if (isApiError(error) && error.code === 'NAME_TAKEN') {
          fields.name = t('web.application.nameTaken');
        }
        setErrors(fields);
        setFormError(refusalOf(error));
        focusFirstError();
      },
    });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('web.application.section.profile')}</legend>
        <TextField
          label={t('web.application.name')}
          hint={t('web.application.nameHint')}
          name="name"
          autoComplete="off"
          maxLength={12}
          value={draft.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          error={errors.name}
        />
        <TextField
          label={t('web.application.introduction')}
          hint={t('web.application.introductionHint')}
          name="introduction"
          maxLength={200}
          value={draft.introduction}
          onChange={(event) => set({ introduction: event.currentTarget.value })}
          error={errors.introduction}
        />
        <TextField
          label={t('web.application.careerYears')}
          hint={t('web.application.careerHint')}
          name="careerYears"
          inputMode="numeric"
          maxLength={2}
          style={{ maxWidth: 160 }}
          value={draft.careerYears}
          onChange={(event) => set({ careerYears: event.currentTarget.value.replace(/\D/g, '') })}
          error={errors.careerYears}
        />
      </fieldset>

      <fieldset className={styles.section} aria-describedby="application-categories-note">
        <legend className={styles.legend}>{t('web.application.section.categories')}</legend>
        {categories.data ? (
          <div className={styles.chips}>
            {categories.data.map((category) => (
              <button
                key={category.id}
                type="button"
                className={styles.chip}
                aria-pressed={draft.categoryIds.includes(category.id)}
                aria-invalid={errors.categoryIds ? true : undefined}
                onClick={() => set({ categoryIds: toggleCategory(draft.categoryIds, category.id) })}
              >
                {category.name}
              </button>
            ))}
          </div>
        ) : categories.isError ? (
          <Button variant="secondary" size="sm" onClick={() => void categories.refetch()}>
            {t('web.application.retry')}
          </Button>
        ) : (
          <p className={styles.hint}>{t('web.application.categoriesLoading')}</p>
        )}
        <p
          id="application-categories-note"
          className={errors.categoryIds ? styles.error : styles.hint}
        >
          {errors.categoryIds ??
            t('web.application.categoriesHint', { n: draft.categoryIds.length })}
        </p>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('web.application.section.certificate')}</legend>
        <div className={styles.twoColumns}>
          <TextField
            label={t('web.application.certName')}
            name="certificateName"
            maxLength={40}
            value={draft.certificate.name}
            onChange={(event) => setCertificate({ name: event.currentTarget.value })}
            error={errors['certificate.name']}
          />
          <TextField
            label={t('web.application.certIssuer')}
            name="certificateIssuer"
            maxLength={40}
            value={draft.certificate.issuer}
            onChange={(event) => setCertificate({ issuer: event.currentTarget.value })}
            error={errors['certificate.issuer']}
          />
          <TextField
            label={t('web.application.certGrade')}
            name="certificateGrade"
            maxLength={20}
            value={draft.certificate.grade}
            onChange={(event) => setCertificate({ grade: event.currentTarget.value })}
            error={errors['certificate.grade']}
          />
          <TextField
            label={t('web.application.certIssuedOn')}
            name="certificateIssuedOn"
            type="date"
            value={draft.certificate.issuedOn}
            onChange={(event) => setCertificate({ issuedOn: event.currentTarget.value })}
            error={errors['certificate.issuedOn']}
          />
        </div>
        <CertificateImageField onUploaded={(uploadId) => setCertificate({ uploadId })} />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('web.application.section.answer')}</legend>
        <div className={styles.field}>
          <label htmlFor={answerId} className={styles.label}>
            {t('web.application.answerLabel')}
          </label>
          <textarea
            id={answerId}
            name="answer"
            className={styles.textarea}
            value={draft.answer}
            maxLength={ANSWER_MAX}
            placeholder={t('web.application.answerPlaceholder')}
            aria-invalid={errors.answer ? true : undefined}
            aria-describedby={`${answerId}-note`}
            onChange={(event) => set({ answer: event.currentTarget.value })}
          />
          <p id={`${answerId}-note`} className={errors.answer ? styles.error : styles.counter}>
            {errors.answer ??
              t('web.application.counter', {
                count: [...draft.answer.trim()].length,
                max: ANSWER_MAX,
              })}
          </p>
        </div>
        <Checkbox
          label={t('web.application.terms')}
          name="terms"
          checked={draft.terms}
          onChange={(event) => set({ terms: event.currentTarget.checked })}
          error={errors['agreements.terms']}
        />
      </fieldset>

      {formError ? (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={submit.isPending}>
        {t('web.application.submit')}
      </Button>
    </form>
  );
}
