import { counselorOfficeMutations, counselorOfficeQueries } from '@arcana/api-client';
import { type FieldErrors, fieldErrorsOf } from '@arcana/app-shell';
import { type CounselorSelf, counselorDetailsRequestSchema } from '@arcana/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import {
  formErrorsOf,
  OfficePage,
  QueryView,
  SaveBar,
  showSaved,
  officeStyles as styles,
  TextAreaField,
} from '../office';
import { t } from './intl';

const MAX = 5_000;

function DetailsForm({ self }: { self: CounselorSelf }) {
  const [details, setDetails] = useState(self.details);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation(counselorOfficeMutations.setDetails());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = v.safeParse(counselorDetailsRequestSchema, { details });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.output.details, {
      onSuccess: () => showSaved(),
      onError: (error) => setErrors(formErrorsOf(error)),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextAreaField
        label={t('counselor.details.label')}
        name="details"
        value={details}
        onChange={setDetails}
        max={MAX}
        rows={14}
        placeholder={t('counselor.details.placeholder')}
        hint={t('counselor.details.hint')}
        error={errors.details}
      />
      <SaveBar error={errors['']} pending={save.isPending} />
    </form>
  );
}

/** 상세 소개 (/counselor/details): the long text of the public profile, several lines. */
export function DetailsPage() {
  const self = useQuery(counselorOfficeQueries.self());
  return (
    <OfficePage title={t('counselor.details.title')} lead={t('counselor.details.lead')}>
      <QueryView query={self} height={320}>
        {(data) => <DetailsForm self={data} />}
      </QueryView>
    </OfficePage>
  );
}
