import { counselorOfficeMutations } from '@arcana/api-client';
import { type FieldErrors, fieldErrorsOf } from '@arcana/app-shell';
import { type CounselorFaq, counselorFaqRequestSchema } from '@arcana/domain';
import { TextField } from '@arcana/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import {
  DialogSaveActions,
  FormDialog,
  FormError,
  formErrorsOf,
  showSaved,
  officeStyles as styles,
  TextAreaField,
} from '../office';
import { t } from './intl';

function FaqForm({ faq, onDone }: { faq: CounselorFaq | null; onDone: () => void }) {
  const [question, setQuestion] = useState(faq?.question ?? '');
  const [answer, setAnswer] = useState(faq?.answer ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useMutation(counselorOfficeMutations.addFaq());
  const update = useMutation(counselorOfficeMutations.updateFaq());
  const pending = add.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = v.safeParse(counselorFaqRequestSchema, { question, answer });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.issues));
      return;
    }
    setErrors({});
    const done = {
      onSuccess: () => {
        showSaved(faq ? t('counselor.faqs.updated') : t('counselor.faqs.added'));
        onDone();
      },
      onError: (error: unknown) => setErrors(formErrorsOf(error)),
    };
    if (faq) update.mutate({ id: faq.id, request: parsed.output }, done);
    else add.mutate(parsed.output, done);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('counselor.faqs.question')}
        name="question"
        value={question}
        maxLength={100}
        onChange={(event) => setQuestion(event.target.value)}
        error={errors.question}
      />
      <TextAreaField
        label={t('counselor.faqs.answer')}
        name="answer"
        value={answer}
        onChange={setAnswer}
        max={1_000}
        rows={6}
        error={errors.answer}
      />
      <FormError message={errors['']} />
      <DialogSaveActions pending={pending} />
    </form>
  );
}

/** 자주 묻는 질문 추가/수정 in one dialog. */
export function FaqDialog({
  open,
  faq,
  onOpenChange,
}: {
  open: boolean;
  faq: CounselorFaq | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={faq ? t('counselor.faqs.editTitle') : t('counselor.faqs.addTitle')}
    >
      <FaqForm key={faq?.id ?? 'new'} faq={faq} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
