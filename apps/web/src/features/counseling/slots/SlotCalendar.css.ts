import { media, vars } from '@arcana/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Calendar above the day's times on phones; side by side from a tablet up. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space[4],
  '@media': { [media.md]: { gridTemplateColumns: 'auto minmax(0, 1fr)', gap: vars.space[6] } },
});

/** Things under both columns (the guest invitation, the "all full" note). */
export const wide = style({ gridColumn: '1 / -1' });

/**
 * The day picker, themed through its own variables (react-day-picker/style.css): centred under
 * the page's width on phones, at the top of its column beside the times from a tablet up.
 */
export const picker = style({
  justifySelf: 'center',
  '@media': { [media.md]: { justifySelf: 'start' } },
  vars: {
    '--rdp-accent-color': vars.color.background.primary,
    '--rdp-accent-background-color': vars.color.background.primarySoft,
    '--rdp-today-color': vars.color.foreground.primary,
    '--rdp-day-height': '44px',
    '--rdp-day-width': '44px',
    '--rdp-day_button-height': '42px',
    '--rdp-day_button-width': '42px',
    '--rdp-nav_button-height': '44px',
    '--rdp-nav_button-width': '44px',
    '--rdp-disabled-opacity': '0.35',
  },
  color: vars.color.foreground.base,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${picker} .rdp-month_caption`, {
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

globalStyle(`${picker} .rdp-weekday`, {
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

globalStyle(`${picker} .rdp-chevron`, { fill: vars.color.foreground.base });

globalStyle(`${picker} .rdp-day_button:focus-visible`, {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: 1,
});

globalStyle(`${picker} .rdp-selected .rdp-day_button`, {
  background: vars.color.background.primary,
  color: vars.color.foreground.onPrimary,
  fontWeight: vars.font.weight.bold,
});

/** A date with free slots (or, for guests, open hours) carries a dot under its number. */
export const openDay = style({});
globalStyle(`${picker} .${openDay} .rdp-day_button`, { position: 'relative' });
globalStyle(`${picker} .${openDay} .rdp-day_button::after`, {
  content: '""',
  position: 'absolute',
  bottom: 5,
  left: '50%',
  width: 4,
  height: 4,
  marginLeft: -2,
  borderRadius: vars.radius.full,
  background: vars.color.availability.on,
});
globalStyle(`${picker} .rdp-selected.${openDay} .rdp-day_button::after`, {
  background: vars.color.foreground.onPrimary,
});

export const dayPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.sunken,
});

export const dayTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const halfTitle = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const times = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  border: 0,
  listStyle: 'none',
});

export const timeOption = style({ position: 'relative', display: 'flex' });

export const timeInput = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  margin: 0,
  cursor: 'pointer',
});

export const timeLabel = style({
  display: 'inline-flex',
  flex: 1,
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${timeInput}:checked + &`]: {
      background: vars.color.background.primary,
      borderColor: vars.color.background.primary,
      color: vars.color.foreground.onPrimary,
    },
    [`${timeInput}:focus-visible + &`]: {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
    [`${timeInput}:hover:not(:checked) + &`]: { borderColor: vars.color.border.strong },
  },
});

/** A read-only time (the profile): flat, so it does not look like something to press. */
export const timeChip = style([
  timeLabel,
  {
    minHeight: 36,
    borderColor: 'transparent',
    background: vars.color.background.base,
    fontWeight: vars.font.weight.medium,
  },
]);

export const hint = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
});

export const guestBox = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.strong}`,
});

export const ranges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
