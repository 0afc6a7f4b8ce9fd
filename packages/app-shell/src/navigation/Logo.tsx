import { PRODUCT_NAME } from '@arcana/domain';
import { vars } from '@arcana/ui';
import type { ReactNode } from 'react';

export type LogoProps = {
  /** A small chip after the name, e.g. the counselor app's section name. */
  badge?: ReactNode;
};

/** The product mark and name (아르카나) for the app headers. */
export function Logo({ badge }: LogoProps) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space[2],
        color: vars.color.foreground.base,
        fontWeight: vars.font.weight.bold,
        fontSize: vars.font.size.lg,
      }}
    >
      <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={vars.color.background.elevated} />
        <path
          d="M32 10l5.5 15.5L53 32l-15.5 6.5L32 54l-5.5-15.5L11 32l15.5-6.5z"
          fill={vars.color.background.primary}
        />
      </svg>
      <span>{PRODUCT_NAME}</span>
      {badge ? (
        <span
          style={{
            padding: `0 ${vars.space[2]}`,
            borderRadius: vars.radius.md,
            backgroundColor: vars.color.background.primarySoft,
            color: vars.color.foreground.primary,
            fontSize: vars.font.size.xs,
            fontWeight: vars.font.weight.semibold,
          }}
        >
          {badge}
        </span>
      ) : null}
    </span>
  );
}
