import { lazy, Suspense, useState } from 'react';
import * as styles from './claims.css';
import { t } from './intl';
import type { ReportTarget } from './report-target';

export type { ReportTarget } from './report-target';

const loadReportDialog = () => import('./ReportDialog');
const ReportDialog = lazy(loadReportDialog);

/**
 * 신고하기 on a session or a review. The dialog (and its form) loads only when pressed, so the
 * public pages that show this button carry only the button.
 */
export function ReportButton({
  target,
  authorName,
  className,
}: {
  target: ReportTarget;
  /** A review's (masked) author, so a list of reviews names which one each button reports. */
  authorName?: string;
  className?: string;
}) {
  const label =
    target.type === 'REVIEW' && authorName
      ? t('claims.report.openReview', { name: authorName })
      : target.type === 'SESSION'
        ? t('claims.report.openSession')
        : undefined;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={[styles.reportButton, className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        aria-label={label}
        onPointerEnter={() => void loadReportDialog()}
        onFocus={() => void loadReportDialog()}
        onClick={() => setOpen(true)}
        data-testid="report-button"
      >
        <FlagGlyph />
        {t('claims.report.open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog target={target} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function FlagGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M5 21V4m0 0h11l-2 4 2 4H5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
