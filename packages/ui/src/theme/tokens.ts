// Numbers that mirror SPEC §9 (breakpoints, z-index). They live here until `@arcana/domain`
// exports them; keep both in step.
export const breakpoints = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** Below this width the mobile layout holds (SPEC §9: mobile breakpoint lg). */
export const mobileBreakpoint = breakpoints.lg;

// overlay and dialog are SPEC §9; header/nav sit under overlays, toasts above dialogs so a toast
// fired from inside a dialog stays visible.
export const zIndex = {
  header: 1100,
  nav: 1100,
  overlay: 2000,
  dialog: 2400,
  toast: 2600,
} as const;

/** 4 px spacing scale: key n = n × 4 px. */
export const space = {
  0: '0px',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  7: '28px',
  8: '32px',
  9: '36px',
  10: '40px',
  11: '44px',
  12: '48px',
  16: '64px',
  20: '80px',
} as const;

export type SpaceKey = keyof typeof space;

/** The minimum touch target (WCAG 2.5.5 / platform guidelines). */
export const touchTarget = '44px';
