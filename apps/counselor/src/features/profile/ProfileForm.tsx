import { counselorOfficeMutations } from '@arcana/api-client';
import { type FieldErrors, fieldErrorsOf } from '@arcana/app-shell';
import {
  type CounselorCategory,
  type CounselorSelf,
  updateCounselorRequestSchema,
} from '@arcana/domain';
import { TextField, VisuallyHidden } from '@arcana/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { formErrorsOf, SaveBar, showSaved, officeStyles as styles, TextAreaField } from '../office';
import { CategoryChips } from './CategoryChips';
import { t } from './intl';
import { type NameCheck, useNameCheck } from './use-name-check';

function nameNote(check: NameCheck): { text?: string; taken?: boolean } {
  switch (check) {
    case 'idle':
      return {};
    case 'checking':
      return { text: t('counselor.profile.nameChecking') };
    case 'available':
      return { text: t('counselor.profile.nameAvailable') };
    case 'taken':
      return { text: t('counselor.profile.nameTaken'), taken: true };
    default:
      return check satisfies never;
  }
}

/** 활동명 (checked live), 소개, 경력, 상담 분야; checked with the domain schema, then saved. */
export function ProfileForm({
  self,
  categories,
}: {
  self: CounselorSelf;
  categories: CounselorCategory[];
}) {
  const [name, setName] = useState(self.name ?? '');
  const [introduction, setIntroduction] = useState(self.introduction);
  const [careerYears, setCareerYears] = useState(String(self.careerYears));
  const [categoryIds, setCategoryIds] = useState(self.categories.map((item) => item.id));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation(counselorOfficeMutations.update());
  const check = useNameCheck(name, self.name);
  const note = nameNote(check);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = v.safeParse(updateCounselorRequestSchema, {
      name,
      introduction,
      careerYears: careerYears.trim() === '' ? Number.NaN : Number(careerYears),
      categoryIds,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.issues));
      return;
    }
    if (note.taken) {
      setErrors({ name: t('counselor.profile.nameTaken') });
      return;
    }
    setErrors({});
    save.mutate(parsed.output, {
      onSuccess: () => showSaved(),
      onError: (error) => setErrors(formErrorsOf(error, { NAME_TAKEN: 'name' })),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <section className={styles.section} aria-labelledby="profile-basics-title">
        <h2 id="profile-basics-title" className={styles.sectionTitle}>
          {t('counselor.profile.basics')}
        </h2>
        <TextField
          label={t('counselor.profile.name')}
          name="name"
          value={name}
          maxLength={12}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          error={errors.name ?? (note.taken ? note.text : undefined)}
          hint={note.text ?? t('counselor.profile.nameHint')}
        />
        <VisuallyHidden aria-live="polite">{note.text}</VisuallyHidden>
        <TextAreaField
          label={t('counselor.profile.introduction')}
          name="introduction"
          value={introduction}
          onChange={setIntroduction}
          max={200}
          rows={4}
          hint={t('counselor.profile.introductionHint')}
          error={errors.introduction}
        />
        <TextField
          label={t('counselor.profile.careerYears')}
          className={styles.short}
          name="careerYears"
          inputMode="numeric"
          value={careerYears}
          maxLength={2}
          onChange={(event) => setCareerYears(event.target.value.replace(/\D/g, ''))}
          trailing={<span className={styles.unit}>{t('counselor.profile.years')}</span>}
          error={errors.careerYears}
        />
        <CategoryChips
          categories={categories}
          selected={categoryIds}
          onChange={setCategoryIds}
          error={errors.categoryIds}
        />
      </section>
      <SaveBar error={errors['']} pending={save.isPending} />
    </form>
  );
}
