import { counselorRequestMutations } from '@arcana/api-client';
import { COUNSELOR_STATUS_LABELS, type CounselorStatus } from '@arcana/domain';
import { useMutation } from '@tanstack/react-query';
import { showSaved } from '../office';
import * as styles from './home.css';
import { t } from './intl';

const CHOICES = ['ON', 'BUSY', 'OFF'] as const satisfies readonly CounselorStatus[];
type Choice = (typeof CHOICES)[number];

/**
 * ON / BUSY / OFF as a radio group in SPEC's availability colours (the dot never stands alone:
 * the label says it). COUNSELING is the system's: shown, never offered.
 */
export function StatusSwitch({ status }: { status: CounselorStatus }) {
  const change = useMutation(counselorRequestMutations.setStatus());
  const chosen = change.isPending ? change.variables : status;
  const choose = (next: Choice) => {
    if (next === status || change.isPending) return;
    change.mutate(next, {
      onSuccess: () =>
        showSaved(t('counselor.home.statusSaved', { status: COUNSELOR_STATUS_LABELS[next] })),
    });
  };
  return (
    <div className={styles.statusBox}>
      {status === 'COUNSELING' ? (
        <p className={styles.counseling} data-status="COUNSELING">
          <span className={styles.dot} data-status="COUNSELING" aria-hidden="true" />
          {t('counselor.home.statusCounseling')}
        </p>
      ) : null}
      <div
        role="radiogroup"
        aria-labelledby="counselor-home-status"
        aria-describedby="counselor-home-status-lead"
        aria-busy={change.isPending}
        className={styles.statusGroup}
      >
        {CHOICES.map((choice) => (
          <label key={choice} className={styles.statusOption} data-status={choice}>
            <input
              type="radio"
              name="counselor-status"
              value={choice}
              className={styles.statusInput}
              checked={chosen === choice}
              disabled={change.isPending}
              onChange={() => choose(choice)}
            />
            <span className={styles.dot} data-status={choice} aria-hidden="true" />
            {COUNSELOR_STATUS_LABELS[choice]}
          </label>
        ))}
      </div>
      {status === 'COUNSELING' ? (
        <p className={styles.muted}>{t('counselor.home.statusCounselingChoice')}</p>
      ) : null}
    </div>
  );
}
