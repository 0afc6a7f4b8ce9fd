import { counselorOfficeMutations } from '@arcana/api-client';
import { type FieldErrors, fieldErrorsOf } from '@arcana/app-shell';
import { type GalleryImage, galleryCaptionRequestSchema } from '@arcana/domain';
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
} from '../office';
import { t } from './intl';

function CaptionForm({ image, onDone }: { image: GalleryImage; onDone: () => void }) {
  const [caption, setCaption] = useState(image.caption);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation(counselorOfficeMutations.captionGalleryImage());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = v.safeParse(galleryCaptionRequestSchema, { caption });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { id: image.id, caption: parsed.output.caption },
      {
        onSuccess: () => {
          showSaved(t('counselor.gallery.captionSaved'));
          onDone();
        },
        onError: (error: unknown) => setErrors(formErrorsOf(error)),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('counselor.gallery.caption')}
        name="caption"
        value={caption}
        maxLength={60}
        onChange={(event) => setCaption(event.target.value)}
        hint={t('counselor.gallery.captionHint')}
        error={errors.caption}
      />
      <FormError message={errors['']} />
      <DialogSaveActions pending={save.isPending} />
    </form>
  );
}

/** 사진 설명: the caption a gallery picture shows (and reads out) on the public profile. */
export function CaptionDialog({
  image,
  onClose,
}: {
  /** The picture whose caption is edited; null keeps the dialog closed. */
  image: GalleryImage | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={image !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('counselor.gallery.captionTitle')}
    >
      {image ? <CaptionForm key={image.id} image={image} onDone={onClose} /> : null}
    </FormDialog>
  );
}
