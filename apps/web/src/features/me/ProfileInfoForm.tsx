import { meMutations } from '@arcana/api-client';
import { apiFieldErrorsOf, type FieldErrors, fieldErrorsOf, showToast } from '@arcana/app-shell';
import { profileInfoRequestSchema, type User } from '@arcana/domain';
import { Button, TextField } from '@arcana/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { t } from './intl';
import * as styles from './me.css';

/** Name and display name, checked with the domain schema before the call; saves then goes to /me. */
export function ProfileInfoForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const [name, setName] = useState(user.name);
  const [displayName, setDisplayName] = useState(user.displayName);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation(meMutations.updateProfileInfo());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = v.safeParse(profileInfoRequestSchema, { name, displayName });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.output, {
      onSuccess: () => {
        void showToast(t('web.me.saved'), 'success');
        void navigate({ to: '/me' });
      },
      onError: (error) => setErrors(apiFieldErrorsOf(error)),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label={t('web.me.profile.username')} value={user.username} readOnly />
      <TextField
        label={t('web.me.profile.name')}
        name="name"
        autoComplete="name"
        value={name}
        maxLength={30}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <TextField
        label={t('web.me.profile.displayName')}
        name="displayName"
        autoComplete="nickname"
        value={displayName}
        maxLength={20}
        onChange={(event) => setDisplayName(event.target.value)}
        hint={t('web.me.profile.displayNameHint')}
        error={errors.displayName}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={save.isPending}>
          {t('web.me.save')}
        </Button>
      </div>
    </form>
  );
}
