import {
  COUNSELOR_STATUS_LABELS,
  type CounselorStatus,
  formatDateTimeLong,
  type StartType,
} from '@arcana/domain';
import { CheckIcon } from '@arcana/ui';
import type { ReactNode } from 'react';
import { t } from './intl';
import * as styles from './payment.css';

type StartTypeSectionProps = {
  value: StartType;
  onChange: (startType: StartType) => void;
  counselorStatus: CounselorStatus;
  slot: string | undefined;
  /** The slot calendar (RESERVATION only). */
  calendar: ReactNode;
};

/**
 * 바로 상담 or 예약 상담 as two radio cards. 바로 상담 is offered only while the counselor is
 * ON; otherwise it stays visible but disabled, with the reason read out beside it.
 */
export function StartTypeSection({
  value,
  onChange,
  counselorStatus,
  slot,
  calendar,
}: StartTypeSectionProps) {
  const immediateAllowed = counselorStatus === 'ON';
  return (
    <section className={styles.section} aria-labelledby="payment-start">
      <fieldset
        className={styles.choiceGroup}
        aria-describedby={immediateAllowed ? undefined : 'payment-start-note'}
      >
        <legend id="payment-start" className={styles.legend}>
          {t('web.payment.start.title')}
        </legend>
        <label className={styles.choice} data-testid="start-immediate">
          <input
            type="radio"
            name="startType"
            value="IMMEDIATE"
            className={styles.choiceInput}
            checked={value === 'IMMEDIATE'}
            disabled={!immediateAllowed}
            onChange={() => onChange('IMMEDIATE')}
          />
          <span className={styles.choiceLabel}>{t('web.payment.start.immediate')}</span>
          <span className={styles.choiceHint}>{t('web.payment.start.immediateHint')}</span>
        </label>
        <label className={styles.choice} data-testid="start-reservation">
          <input
            type="radio"
            name="startType"
            value="RESERVATION"
            className={styles.choiceInput}
            checked={value === 'RESERVATION'}
            onChange={() => onChange('RESERVATION')}
          />
          <span className={styles.choiceLabel}>{t('web.payment.start.reservation')}</span>
          <span className={styles.choiceHint}>{t('web.payment.start.reservationHint')}</span>
        </label>
      </fieldset>
      {immediateAllowed ? null : (
        <p id="payment-start-note" className={styles.note}>
          {t('web.payment.start.immediateOff', {
            status: COUNSELOR_STATUS_LABELS[counselorStatus],
          })}
        </p>
      )}
      {value === 'RESERVATION' ? (
        <div className={styles.column}>
          <h3 className={styles.sectionTitle}>{t('web.payment.slot.title')}</h3>
          {calendar}
          <p
            className={slot ? styles.pickedSlot : styles.muted}
            aria-live="polite"
            data-testid="picked-slot"
          >
            {slot ? (
              <>
                <CheckIcon size={18} aria-hidden="true" />
                {t('web.payment.slot.picked', { when: formatDateTimeLong(slot) })}
              </>
            ) : (
              t('web.payment.slot.none')
            )}
          </p>
        </div>
      ) : null}
    </section>
  );
}
