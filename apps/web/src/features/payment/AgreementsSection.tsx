import { AGREEMENT_KEYS, AGREEMENT_LABELS, type AgreementKey } from '@arcana/domain';
import { Checkbox } from '@arcana/ui';
import { t } from './intl';
import * as styles from './payment.css';

export type Agreements = Record<AgreementKey, boolean>;

export const NO_AGREEMENTS: Agreements = {
  terms: false,
  refundPolicy: false,
  privacyThirdParty: false,
};

export function allAgreed(agreements: Agreements): boolean {
  return AGREEMENT_KEYS.every((key) => agreements[key]);
}

/** 약관 동의: 전체 동의 plus the three required items of the domain. */
export function AgreementsSection({
  value,
  onChange,
}: {
  value: Agreements;
  onChange: (agreements: Agreements) => void;
}) {
  const all = allAgreed(value);
  return (
    <section className={styles.section} aria-labelledby="payment-agree">
      <h2 id="payment-agree" className={styles.sectionTitle}>
        {t('web.payment.agree.title')}
      </h2>
      <div className={styles.agreements}>
        <Checkbox
          emphasis
          label={t('web.payment.agree.all')}
          checked={all}
          onChange={() => onChange({ terms: !all, refundPolicy: !all, privacyThirdParty: !all })}
        />
        <div className={styles.agreementItems}>
          {AGREEMENT_KEYS.map((key) => (
            <Checkbox
              key={key}
              label={
                <>
                  <span className={styles.required}>{t('web.payment.agree.required')}</span>
                  {AGREEMENT_LABELS[key]}
                </>
              }
              checked={value[key]}
              onChange={(event) => onChange({ ...value, [key]: event.target.checked })}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
