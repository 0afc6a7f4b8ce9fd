import { ChevronRightIcon } from '@arcana/ui';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as styles from './me.css';

type MenuLinkProps = {
  to: LinkProps['to'];
  search?: LinkProps['search'];
  label: ReactNode;
  /** Right-aligned state text (완료, 인증하기, …). */
  value?: ReactNode;
};

/** One row of a my-page menu group: label, optional state, chevron; the whole row is the link. */
export function MenuLink({ to, search, label, value }: MenuLinkProps) {
  return (
    <li>
      <Link to={to} search={search} className={styles.row}>
        <span className={styles.rowLabel}>{label}</span>
        {value ? <span className={styles.rowValue}>{value}</span> : null}
        <ChevronRightIcon size={20} className={styles.rowChevron} />
      </Link>
    </li>
  );
}

/** A row that only shows a state (no link), e.g. 본인인증 완료. */
export function MenuStatic({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <li>
      <div className={styles.staticRow}>
        <span className={styles.rowLabel}>{label}</span>
        <span className={styles.rowValue}>{value}</span>
      </div>
    </li>
  );
}

type MenuButtonProps = {
  label: ReactNode;
  onClick: () => void;
  busy?: boolean;
  danger?: boolean;
  onPointerEnter?: () => void;
};

/** A row that runs an action (로그아웃, 회원 탈퇴). */
export function MenuButton({ label, onClick, busy, danger, onPointerEnter }: MenuButtonProps) {
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        onClick={onClick}
        onPointerEnter={onPointerEnter}
        onFocus={onPointerEnter}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <span className={[styles.rowLabel, danger ? styles.dangerText : ''].join(' ')}>
          {label}
        </span>
      </button>
    </li>
  );
}
