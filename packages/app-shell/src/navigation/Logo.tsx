import { PRODUCT_NAME } from '@arcana/domain';
import { logoStyle } from '@arcana/ui';
import type { ReactNode } from 'react';

export type LogoProps = {
  /** A small chip after the name, e.g. the counselor app's section name. */
  badge?: ReactNode;
};

/** The product mark and name (아르카나) for the app headers. */
export function Logo({ badge }: LogoProps) {
  return (
    <span className={logoStyle.root}>
      <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true" focusable="false">
        <rect className={logoStyle.markBack} width="64" height="64" rx="14" />
        <path
          className={logoStyle.markStar}
          d="M32 10l5.5 15.5L53 32l-15.5 6.5L32 54l-5.5-15.5L11 32l15.5-6.5z"
        />
      </svg>
      <span>{PRODUCT_NAME}</span>
      {badge ? <span className={logoStyle.badge}>{badge}</span> : null}
    </span>
  );
}
