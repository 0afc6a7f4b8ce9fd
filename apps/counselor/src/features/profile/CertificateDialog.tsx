import { counselorOfficeMutations } from '@arcana/api-client';
import { type FieldErrors, fieldErrorsOf } from '@arcana/app-shell';
import { certificateRequestSchema, type OwnCertificate, seoulToday } from '@arcana/domain';
import { TextField } from '@arcana/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import {
  DialogSaveActions,
  FormDialog,
  FormError,
  formErrorsOf,
  ImagePickField,
  type PickedImage,
  showSaved,
  officeStyles as styles,
} from '../office';
import { t } from './intl';

function pickedOf(certificate: OwnCertificate | null): PickedImage {
  // A certificate without an upload shows a picture drawn by code: nothing to keep.
  return certificate?.uploadId
    ? { uploadId: certificate.uploadId, source: certificate.image }
    : { uploadId: null, source: null };
}

function CertificateForm({
  certificate,
  onDone,
}: {
  certificate: OwnCertificate | null;
  onDone: () => void;
}) {
  const [name, setName] = useState(certificate?.name ?? '');
  const [issuer, setIssuer] = useState(certificate?.issuer ?? '');
  const [grade, setGrade] = useState(certificate?.grade ?? '');
  const [issuedOn, setIssuedOn] = useState(certificate?.issuedOn ?? '');
  const [image, setImage] = useState(() => pickedOf(certificate));
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useMutation(counselorOfficeMutations.addCertificate());
  const update = useMutation(counselorOfficeMutations.updateCertificate());
  const pending = add.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || uploading) return;
    const parsed = v.safeParse(certificateRequestSchema, {
      name,
      issuer,
      grade,
      issuedOn,
      uploadId: image.uploadId,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.issues));
      return;
    }
    setErrors({});
    const done = {
      onSuccess: () => {
        showSaved(
          certificate ? t('counselor.certificates.updated') : t('counselor.certificates.added'),
        );
        onDone();
      },
      onError: (error: unknown) => setErrors(formErrorsOf(error)),
    };
    if (certificate) update.mutate({ id: certificate.id, request: parsed.output }, done);
    else add.mutate(parsed.output, done);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('counselor.certificates.name')}
        name="name"
        value={name}
        maxLength={40}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <TextField
        label={t('counselor.certificates.issuer')}
        name="issuer"
        value={issuer}
        maxLength={40}
        onChange={(event) => setIssuer(event.target.value)}
        error={errors.issuer}
      />
      <TextField
        label={t('counselor.certificates.grade')}
        name="grade"
        value={grade}
        maxLength={20}
        onChange={(event) => setGrade(event.target.value)}
        hint={t('counselor.certificates.gradeHint')}
        error={errors.grade}
      />
      <TextField
        label={t('counselor.certificates.issuedOn')}
        name="issuedOn"
        type="date"
        value={issuedOn}
        max={seoulToday()}
        onChange={(event) => setIssuedOn(event.target.value)}
        error={errors.issuedOn}
      />
      <ImagePickField
        label={t('counselor.certificates.image')}
        value={image}
        onChange={setImage}
        onBusy={setUploading}
      />
      <FormError message={errors[''] ?? errors.uploadId} />
      <DialogSaveActions pending={pending} disabled={uploading} />
    </form>
  );
}

/** 자격증 추가/수정: name, issuer, grade, date and an optional picture, in one dialog. */
export function CertificateDialog({
  open,
  certificate,
  onOpenChange,
}: {
  open: boolean;
  /** The certificate to edit; null adds a new one. */
  certificate: OwnCertificate | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        certificate ? t('counselor.certificates.editTitle') : t('counselor.certificates.addTitle')
      }
    >
      <CertificateForm
        key={certificate?.id ?? 'new'}
        certificate={certificate}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}
