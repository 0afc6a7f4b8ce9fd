import { counselorOfficeMutations, counselorOfficeQueries } from '@arcana/api-client';
import { type FieldErrors, fieldErrorsOf } from '@arcana/app-shell';
import { type CounselorAddress, counselorAddressSchema } from '@arcana/domain';
import { Button, TextField } from '@arcana/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import {
  formErrorsOf,
  OfficePage,
  QueryView,
  SaveBar,
  showSaved,
  officeStyles as styles,
} from '../office';
import { AddressSearchDialog } from './AddressSearchDialog';
import { t } from './intl';

type Picked = Omit<CounselorAddress, 'detail'>;

function AddressForm({ saved }: { saved: CounselorAddress | null }) {
  const [picked, setPicked] = useState<Picked | null>(saved);
  const [detail, setDetail] = useState(saved?.detail ?? '');
  const [searching, setSearching] = useState(false);
  const detailInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation(counselorOfficeMutations.saveAddress());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!picked) {
      setErrors({ roadAddress: t('counselor.address.pickFirst') });
      return;
    }
    const parsed = v.safeParse(counselorAddressSchema, { ...picked, detail });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.output, {
      onSuccess: () => showSaved(),
      onError: (error) => setErrors(formErrorsOf(error)),
    });
  };

  // The search dialog stays outside the form: React bubbles its own submit through the portal.
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <section className={styles.section} aria-labelledby="address-title">
          <h2 id="address-title" className={styles.sectionTitle}>
            {t('counselor.address.residence')}
          </h2>
          {picked ? (
            <div className={styles.rowBody}>
              <span className={styles.rowTitle}>{picked.roadAddress}</span>
              <span className={styles.rowMeta}>
                {t('counselor.address.zipJibun', {
                  zip: picked.zipCode,
                  jibun: picked.jibunAddress,
                })}
              </span>
            </div>
          ) : (
            <p
              className={errors.roadAddress ? styles.error : styles.hint}
              role={errors.roadAddress ? 'alert' : undefined}
            >
              {errors.roadAddress ?? t('counselor.address.none')}
            </p>
          )}
          <div>
            <Button variant="secondary" onClick={() => setSearching(true)}>
              {picked ? t('counselor.address.change') : t('counselor.address.find')}
            </Button>
          </div>
          <TextField
            label={t('counselor.address.detail')}
            ref={detailInput}
            name="detail"
            value={detail}
            maxLength={60}
            autoComplete="address-line2"
            placeholder={t('counselor.address.detailPlaceholder')}
            disabled={!picked}
            onChange={(event) => setDetail(event.target.value)}
            error={errors.detail}
          />
        </section>
        <SaveBar error={errors[''] ?? errors.zipCode} pending={save.isPending} />
      </form>
      <AddressSearchDialog
        open={searching}
        onOpenChange={setSearching}
        onPick={(item) => {
          setPicked({
            zipCode: item.zipCode,
            roadAddress: item.roadAddress,
            jibunAddress: item.jibunAddress,
          });
          setErrors({});
          setSearching(false);
          // The detail comes next: the cursor waits in its field.
          setTimeout(() => detailInput.current?.focus(), 0);
        }}
      />
    </>
  );
}

/** 상담사 거주 주소 (/counselor/address): a road address found by search, plus the detail. */
export function AddressPage() {
  const address = useQuery(counselorOfficeQueries.address());
  return (
    <OfficePage title={t('counselor.address.title')} lead={t('counselor.address.lead')}>
      <QueryView query={address} height={240}>
        {(data) => <AddressForm saved={data} />}
      </QueryView>
    </OfficePage>
  );
}
