import { meMutations, meQueries } from '@arcana/api-client';
import { apiFieldErrorsOf, type FieldErrors, fieldErrorsOf, showToast } from '@arcana/app-shell';
import { contactInfoRequestSchema, type User } from '@arcana/domain';
import { Button, buttonStyle, TextField } from '@arcana/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { t } from './intl';
import { LoadError } from './LoadError';
import * as styles from './me.css';
import { formatMobile } from './mobile-format';
import { FormSkeleton } from './ProfileEditPage';

/** 연락처 정보: the optional e-mail (saved here) and the mobile (changed on /me/mobile). */
export function ContactInfoPage() {
  const me = useQuery(meQueries.current());
  if (me.isPending) return <FormSkeleton fields={2} />;
  if (me.isError) return <LoadError onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  return <ContactInfoForm user={me.data} />;
}

function ContactInfoForm({ user }: { user: User }) {
  const [email, setEmail] = useState(user.email);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation(meMutations.updateContactInfo());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = v.safeParse(contactInfoRequestSchema, { email });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.issues));
    setErrors({});
    save.mutate(parsed.output, {
      onSuccess: (saved) => {
        setEmail(saved.email);
        void showToast(t('web.me.saved'), 'success');
      },
      onError: (error) => setErrors(apiFieldErrorsOf(error)),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('web.me.contact.mobile')}
        value={user.mobile ? formatMobile(user.mobile) : '-'}
        readOnly
        addon={
          <Link to="/me/mobile" className={buttonStyle({ variant: 'secondary' })}>
            {t('web.me.contact.mobileChange')}
          </Link>
        }
      />
      <TextField
        label={t('web.me.contact.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('web.me.contact.emailPlaceholder')}
        value={email}
        maxLength={254}
        onChange={(event) => setEmail(event.target.value)}
        hint={t('web.me.contact.emailHint')}
        error={errors.email}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={save.isPending}>
          {t('web.me.save')}
        </Button>
      </div>
    </form>
  );
}
