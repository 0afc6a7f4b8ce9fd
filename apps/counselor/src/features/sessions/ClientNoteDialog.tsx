import { clientNoteMutations, clientNoteQueries } from '@arcana/api-client';
import { type FieldErrors, fieldErrorsOf } from '@arcana/app-shell';
import { type ClientNote, clientNoteRequestSchema, formatDateTime } from '@arcana/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import {
  DialogSaveActions,
  FormDialog,
  FormError,
  formErrorsOf,
  QueryView,
  showSaved,
  officeStyles as styles,
  TextAreaField,
} from '../office';
import { t } from './intl';

function NoteForm({ note, onDone }: { note: ClientNote; onDone: () => void }) {
  const [text, setText] = useState(note.text);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation(clientNoteMutations.save());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = v.safeParse(clientNoteRequestSchema, { text });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.issues));
      return;
    }
    save.mutate(
      { userId: note.userId, text: parsed.output.text },
      {
        onSuccess: () => {
          showSaved(t('counselor.sessions.noteSaved'));
          onDone();
        },
        onError: (error) => setErrors(formErrorsOf(error)),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextAreaField
        label={t('counselor.sessions.noteLabel')}
        name="text"
        value={text}
        onChange={setText}
        max={2_000}
        rows={8}
        placeholder={t('counselor.sessions.notePlaceholder')}
        hint={
          note.updatedAt
            ? `${t('counselor.sessions.noteHint')} ${t('counselor.sessions.noteUpdatedAt', { date: formatDateTime(note.updatedAt) })}`
            : t('counselor.sessions.noteHint')
        }
        error={errors.text}
      />
      <FormError message={errors['']} />
      <DialogSaveActions pending={save.isPending} />
    </form>
  );
}

function NoteLoader({ userId, onDone }: { userId: number; onDone: () => void }) {
  const note = useQuery(clientNoteQueries.note(userId));
  return (
    <QueryView query={note} height={200}>
      {(data) => <NoteForm note={data} onDone={onDone} />}
    </QueryView>
  );
}

/** The counselor's private note about one client: read, written, saved (only it sees it). */
export function ClientNoteDialog({
  client,
  onClose,
}: {
  client: { userId: number; name: string } | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={client !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('counselor.sessions.noteTitle', { name: client?.name ?? '' })}
    >
      {client ? <NoteLoader key={client.userId} userId={client.userId} onDone={onClose} /> : null}
    </FormDialog>
  );
}
