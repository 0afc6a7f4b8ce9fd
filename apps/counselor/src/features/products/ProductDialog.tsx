import { counselorProductMutations } from '@arcana/api-client';
import { type FieldErrors, fieldErrorsOf } from '@arcana/app-shell';
import {
  COUNSELING_TYPE_LABELS,
  COUNSELING_TYPES,
  type CounselingType,
  type CounselorProduct,
  PRODUCT_RULES,
  productRequestSchema,
} from '@arcana/domain';
import { Checkbox, TextField } from '@arcana/ui';
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
import { SelectField } from '../operations';
import { t } from './intl';
import { ProductImages, type ProductPicture } from './ProductImages';
import * as productStyles from './products.css';

const { min, max, step } = PRODUCT_RULES.durationMinutes;
const DURATIONS = Array.from({ length: (max - min) / step + 1 }, (_, index) => min + index * step);
const UNLIMITED = 'unlimited';
const TYPE_OPTIONS = COUNSELING_TYPES.map((value) => ({
  value,
  label: COUNSELING_TYPE_LABELS[value],
}));
const durationOptions = () => [
  ...DURATIONS.map((minutes) => ({
    value: String(minutes),
    label: t('counselor.products.minutes', { n: minutes }),
  })),
  { value: UNLIMITED, label: t('counselor.products.unlimited') },
];

/** The pictures a product has now: its uploads with the images they stand behind. */
function picturesOf(product: CounselorProduct | null): ProductPicture[] {
  if (!product) return [];
  return product.uploadIds.flatMap((uploadId, index) => {
    const image = product.images[index];
    return image ? [{ uploadId, image }] : [];
  });
}

function ProductForm({
  product,
  onDone,
}: {
  product: CounselorProduct | null;
  onDone: () => void;
}) {
  const [name, setName] = useState(product?.name ?? '');
  const [type, setType] = useState<CounselingType>(product?.counselingType ?? 'CHAT');
  const [duration, setDuration] = useState(
    product ? String(product.durationMinutes ?? UNLIMITED) : '30',
  );
  const [price, setPrice] = useState(product ? String(product.price) : '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [pictures, setPictures] = useState(() => picturesOf(product));
  const [enabled, setEnabled] = useState(product?.enabled ?? true);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useMutation(counselorProductMutations.create());
  const update = useMutation(counselorProductMutations.update());
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || uploading) return;
    const parsed = v.safeParse(productRequestSchema, {
      name: name.trim(),
      counselingType: type,
      durationMinutes: duration === UNLIMITED ? null : Number(duration),
      price: price.trim() === '' ? undefined : Number(price),
      description,
      uploadIds: pictures.map((picture) => picture.uploadId),
      enabled,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.issues));
      return;
    }
    setErrors({});
    const done = {
      onSuccess: () => {
        showSaved(product ? t('counselor.products.updated') : t('counselor.products.added'));
        onDone();
      },
      onError: (error: unknown) => setErrors(formErrorsOf(error)),
    };
    if (product) update.mutate({ id: product.id, request: parsed.output }, done);
    else create.mutate(parsed.output, done);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('counselor.products.name')}
        name="name"
        value={name}
        maxLength={PRODUCT_RULES.nameLength.max}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <div className={productStyles.twoColumns}>
        <SelectField
          label={t('counselor.products.type')}
          name="counselingType"
          value={type}
          options={TYPE_OPTIONS}
          onChange={(value) => setType(value as CounselingType)}
        />
        <SelectField
          label={t('counselor.products.duration')}
          name="durationMinutes"
          value={duration}
          options={durationOptions()}
          onChange={setDuration}
          hint={t('counselor.products.durationHint')}
          error={errors.durationMinutes}
        />
      </div>
      <TextField
        label={t('counselor.products.price')}
        name="price"
        type="number"
        inputMode="numeric"
        min={PRODUCT_RULES.price.min}
        max={PRODUCT_RULES.price.max}
        step={PRODUCT_RULES.price.step}
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        trailing={<span className={styles.unit}>{t('counselor.products.won')}</span>}
        hint={t('counselor.products.priceHint')}
        error={errors.price}
      />
      <TextAreaField
        label={t('counselor.products.description')}
        name="description"
        value={description}
        onChange={setDescription}
        max={PRODUCT_RULES.descriptionMaxLength}
        rows={5}
        error={errors.description}
      />
      <ProductImages name={name} value={pictures} onChange={setPictures} onBusy={setUploading} />
      <Checkbox
        label={t('counselor.products.enabled')}
        checked={enabled}
        onChange={(event) => setEnabled(event.target.checked)}
      />
      {product ? <p className={productStyles.note}>{t('counselor.products.nextOrder')}</p> : null}
      <FormError message={errors[''] ?? errors.uploadIds ?? errors.counselingType} />
      <DialogSaveActions pending={pending} disabled={uploading} />
    </form>
  );
}

/** 상품 추가/수정: everything a product is, with its pictures, in one dialog. */
export function ProductDialog({
  open,
  product,
  onOpenChange,
}: {
  open: boolean;
  /** The product to edit; null adds a new one. */
  product: CounselorProduct | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={product ? t('counselor.products.editTitle') : t('counselor.products.addTitle')}
    >
      <ProductForm
        key={product?.id ?? 'new'}
        product={product}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}
