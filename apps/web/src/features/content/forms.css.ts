import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// The form parts the help centre's inquiry and the report dialog share.

export const legend = style({
  marginBottom: vars.space[2],
  padding: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

export const textarea = style({
  width: '100%',
  minHeight: 120,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  resize: 'vertical',
  '::placeholder': { color: vars.color.foreground.subtle },
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.foreground.danger },
  },
});

export const counter = style({
  marginLeft: 'auto',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** What the api or the check refused, said above the submit button. */
export const formError = style({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.dangerSoft,
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.sm,
  wordBreak: 'keep-all',
});

export const stateTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
