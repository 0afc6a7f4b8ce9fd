import { formatKRW, formatNumber } from '@arcana/domain';
import { Button, TextField } from '@arcana/ui';
import { t } from './intl';
import * as styles from './payment.css';
import { clampPoints, parsePointsInput, usablePoints } from './points';

type PointsSectionProps = {
  price: number;
  balance: number;
  value: number;
  onChange: (points: number) => void;
};

/** 포인트: shown only to a user who has some; never more than the price or the balance. */
export function PointsSection({ price, balance, value, onChange }: PointsSectionProps) {
  const max = usablePoints({ price, balance });
  return (
    <section className={styles.section} aria-labelledby="payment-points">
      <div className={styles.sectionHeader}>
        <h2 id="payment-points" className={styles.sectionTitle}>
          {t('web.payment.points.title')}
        </h2>
        <span className={styles.balance}>
          {t('web.payment.points.balance', { balance: `${formatNumber(balance)}P` })}
        </span>
      </div>
      <div className={styles.pointsRow}>
        <TextField
          className={styles.pointsField}
          label={t('web.payment.points.label')}
          hint={t('web.payment.points.hint', { max: formatKRW(max) })}
          inputMode="numeric"
          autoComplete="off"
          value={value === 0 ? '' : formatNumber(value)}
          placeholder="0"
          onChange={(event) =>
            onChange(clampPoints(parsePointsInput(event.target.value), { price, balance }))
          }
          trailing={t('web.payment.points.unit')}
        />
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange(value === max ? 0 : max)}
        aria-pressed={value === max && max > 0}
        disabled={max === 0}
      >
        {t('web.payment.points.useAll')}
      </Button>
    </section>
  );
}
