import { claimMutations, isApiError } from '@arcana/api-client';
import { apiFieldErrorsOf, type FieldErrors, loginHref, useSession } from '@arcana/app-shell';
import {
  GUEST_EMAIL_MAX_LENGTH,
  INQUIRY_BODY,
  INQUIRY_CATEGORIES,
  INQUIRY_CATEGORY_LABELS,
  INQUIRY_TITLE,
} from '@arcana/domain';
import {
  Button,
  buttonStyle,
  Checkbox,
  CheckIcon,
  Skeleton,
  TextField,
  useEarlyInputRef,
} from '@arcana/ui';
import { useMutation } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { type FormEvent, useId, useRef, useState } from 'react';
import * as styles from './help.css';
import { characterCount, checkInquiry, EMPTY_INQUIRY, type InquiryDraft } from './inquiry-form';
import { t } from './intl';

type Sent = { kind: 'user'; id: number } | { kind: 'guest'; id: number; email: string };

/** 1:1 문의하기 (/help/contact-us): a logged-in user's inquiry lands in /me/claims, a guest's answer by e-mail. */
export function ContactUsPage() {
  const { status } = useSession();
  const [sent, setSent] = useState<Sent | null>(null);
  if (sent) return <SentView sent={sent} onAgain={() => setSent(null)} />;
  // The session is not known at build time: the form's box waits in the same size.
  if (status === 'loading') {
    return (
      <div className={styles.page} aria-busy="true" data-testid="contact-skeleton">
        <Skeleton shape="rect" height={72} />
        <Skeleton shape="rect" height={560} />
      </div>
    );
  }
  return <InquiryForm guest={status === 'guest'} onSent={setSent} />;
}

function InquiryForm({ guest, onSent }: { guest: boolean; onSent: (sent: Sent) => void }) {
  const [draft, setDraft] = useState<InquiryDraft>(EMPTY_INQUIRY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const bodyId = useId();
  const earlyRadio = useEarlyInputRef<HTMLInputElement>();
  const earlyBody = useEarlyInputRef<HTMLTextAreaElement>();
  const href = useRouterState({ select: (state) => state.location.href });
  const userInquiry = useMutation(claimMutations.inquiry());
  const guestInquiry = useMutation(claimMutations.guestInquiry());
  const pending = userInquiry.isPending || guestInquiry.isPending;

  const set = (patch: Partial<InquiryDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  const refused = (error: unknown) => {
    setErrors(apiFieldErrorsOf(error));
    setFormError(
      isApiError(error) && error.status === 400
        ? t('help.contact.fixErrors')
        : isApiError(error) && error.status === 429
          ? t('help.contact.tooMany')
          : t('help.contact.failed'),
    );
    focusFirstError();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const check = checkInquiry(draft, guest);
    if (!check.ok) {
      setErrors(check.errors);
      setFormError(t('help.contact.fixErrors'));
      focusFirstError();
      return;
    }
    setErrors({});
    setFormError(null);
    if (check.guest) {
      guestInquiry.mutate(check.request, {
        onSuccess: (answer) => onSent({ kind: 'guest', id: answer.id, email: answer.email }),
        onError: refused,
      });
    } else {
      userInquiry.mutate(check.request, {
        onSuccess: (claim) => onSent({ kind: 'user', id: claim.id }),
        onError: refused,
      });
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.section}>
        <p className={styles.lead}>{t('help.contact.lead')}</p>
        <p className={styles.note} data-testid="contact-note">
          {guest ? t('help.contact.guestNote') : t('help.contact.userNote')}
          {guest ? (
            <>
              {' '}
              <Link to={loginHref(href)} className={styles.inlineLink}>
                {t('help.contact.guestLogin')}
              </Link>
            </>
          ) : null}
        </p>
      </div>
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset
          className={styles.fieldset}
          aria-describedby={errors.category ? 'category-error' : undefined}
        >
          <legend className={styles.legend}>{t('help.contact.category')}</legend>
          <div className={styles.radioChips}>
            {INQUIRY_CATEGORIES.map((category) => (
              <label key={category} className={styles.radioChip}>
                <input
                  ref={earlyRadio}
                  type="radio"
                  name="category"
                  value={category}
                  className={styles.radioInput}
                  checked={draft.category === category}
                  aria-invalid={errors.category ? true : undefined}
                  onChange={() => set({ category })}
                />
                {INQUIRY_CATEGORY_LABELS[category]}
              </label>
            ))}
          </div>
          {errors.category ? (
            <p id="category-error" className={styles.error}>
              {errors.category}
            </p>
          ) : null}
        </fieldset>

        <TextField
          label={t('help.contact.title')}
          name="title"
          maxLength={INQUIRY_TITLE.max}
          placeholder={t('help.contact.titlePlaceholder')}
          value={draft.title}
          onChange={(event) => set({ title: event.currentTarget.value })}
          error={errors.title}
          trailing={
            <span className={styles.counter} data-testid="title-counter">
              {t('help.contact.counter', {
                count: characterCount(draft.title),
                max: INQUIRY_TITLE.max,
              })}
            </span>
          }
        />

        <div className={styles.field}>
          <label htmlFor={bodyId} className={styles.label}>
            {t('help.contact.body')}
          </label>
          <textarea
            ref={earlyBody}
            id={bodyId}
            name="body"
            className={styles.textarea}
            maxLength={INQUIRY_BODY.max}
            placeholder={t('help.contact.bodyPlaceholder')}
            value={draft.body}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={`${bodyId}-note`}
            onChange={(event) => set({ body: event.currentTarget.value })}
          />
          <div className={styles.fieldFoot} id={`${bodyId}-note`}>
            {errors.body ? <p className={styles.error}>{errors.body}</p> : null}
            <span className={styles.counter} data-testid="body-counter">
              {t('help.contact.counter', {
                count: characterCount(draft.body),
                max: INQUIRY_BODY.max,
              })}
            </span>
          </div>
        </div>

        {guest ? (
          <>
            <TextField
              label={t('help.contact.email')}
              hint={t('help.contact.emailHint')}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={GUEST_EMAIL_MAX_LENGTH}
              value={draft.email}
              onChange={(event) => set({ email: event.currentTarget.value })}
              error={errors.email}
            />
            <div className={styles.consent}>
              <p className={styles.label}>{t('help.contact.privacyTitle')}</p>
              <ul className={styles.consentList}>
                <li>{t('help.contact.privacyItems')}</li>
                <li>{t('help.contact.privacyPurpose')}</li>
                <li>{t('help.contact.privacyPeriod')}</li>
                <li>{t('help.contact.privacyRefuse')}</li>
              </ul>
              <Link to="/$" params={{ _splat: 'privacy' }} className={styles.inlineLink}>
                {t('help.contact.privacyLink')}
              </Link>
              <Checkbox
                label={t('help.contact.privacy')}
                name="agreePrivacy"
                checked={draft.agreePrivacy}
                onChange={(event) => set({ agreePrivacy: event.currentTarget.checked })}
                error={errors.agreePrivacy}
              />
            </div>
          </>
        ) : null}

        <div aria-live="assertive" data-testid="form-result">
          {formError ? (
            <p className={styles.formError} role="alert">
              {formError}
            </p>
          ) : null}
        </div>

        <Button type="submit" size="lg" fullWidth loading={pending}>
          {t('help.contact.submit')}
        </Button>
      </form>
    </div>
  );
}

function SentView({ sent, onAgain }: { sent: Sent; onAgain: () => void }) {
  return (
    <div className={styles.done} role="status" aria-live="polite" data-testid="contact-done">
      <span className={styles.doneIcon} aria-hidden="true">
        <CheckIcon size={28} />
      </span>
      <h2 className={styles.stateTitle}>{t('help.contact.doneTitle')}</h2>
      <p className={styles.body}>
        {sent.kind === 'guest'
          ? t('help.contact.doneGuest', { email: sent.email })
          : t('help.contact.doneUser')}
      </p>
      <p className={styles.muted}>{t('help.contact.doneNumber', { id: sent.id })}</p>
      <div className={styles.cardActions}>
        {sent.kind === 'user' ? (
          <Link to="/me/claims" className={buttonStyle({ variant: 'primary' })}>
            {t('help.contact.toClaims')}
          </Link>
        ) : (
          <Link to="/help/faq" className={buttonStyle({ variant: 'primary' })}>
            {t('help.contact.toFaq')}
          </Link>
        )}
        <Button variant="secondary" onClick={onAgain}>
          {t('help.contact.again')}
        </Button>
      </div>
    </div>
  );
}
