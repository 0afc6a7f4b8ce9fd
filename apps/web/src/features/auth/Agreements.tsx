import { Checkbox } from '@arcana/ui';
import * as styles from './auth.css';
import { t } from './intl';

export type AgreementValues = { terms: boolean; privacy: boolean; marketing: boolean };

export const NO_AGREEMENTS: AgreementValues = { terms: false, privacy: false, marketing: false };

type Props = {
  value: AgreementValues;
  onChange: (next: AgreementValues) => void;
  errors?: { terms?: string | undefined; privacy?: string | undefined };
};

/** 전체 동의 plus the two required and one optional agreements of the join forms. */
export function Agreements({ value, onChange, errors = {} }: Props) {
  const all = value.terms && value.privacy && value.marketing;
  return (
    <fieldset className={styles.agreements}>
      <legend className={styles.sectionTitle}>{t('web.auth.agreements.legend')}</legend>
      <Checkbox
        className={styles.agreementsAll}
        emphasis
        label={t('web.auth.agreements.all')}
        checked={all}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          onChange({ terms: checked, privacy: checked, marketing: checked });
        }}
      />
      <Checkbox
        label={t('web.auth.agreements.terms')}
        name="terms"
        checked={value.terms}
        error={errors.terms}
        onChange={(event) => onChange({ ...value, terms: event.currentTarget.checked })}
      />
      <Checkbox
        label={t('web.auth.agreements.privacy')}
        name="privacy"
        checked={value.privacy}
        error={errors.privacy}
        onChange={(event) => onChange({ ...value, privacy: event.currentTarget.checked })}
      />
      <Checkbox
        label={t('web.auth.agreements.marketing')}
        name="marketing"
        checked={value.marketing}
        onChange={(event) => onChange({ ...value, marketing: event.currentTarget.checked })}
      />
    </fieldset>
  );
}
