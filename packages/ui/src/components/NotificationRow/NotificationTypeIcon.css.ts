import type { NotificationColor } from '@arcana/domain';
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const base = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
});

// The icon carries the tone; the circle is the same tone, faint, so it reads in every theme.
const soft = (tone: string) => ({
  color: tone,
  background: `color-mix(in srgb, ${tone} 14%, transparent)`,
});

const tones: Record<NotificationColor, ReturnType<typeof soft>> = {
  primary: soft(vars.color.foreground.primary),
  success: soft(vars.color.foreground.success),
  warning: soft(vars.color.background.warning),
  danger: soft(vars.color.foreground.danger),
  info: soft(vars.color.background.info),
  neutral: soft(vars.color.foreground.muted),
};

export const badge = styleVariants(tones, (tone) => [base, tone]);
