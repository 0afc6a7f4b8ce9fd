import { vars } from '@arcana/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// SPEC §9's date picker: controls 56 px high, elevation 2 (a shadow), six weeks always shown.
// react-day-picker's own CSS variables are set from the theme tokens, so both themes follow.
export const calendar = style({
  display: 'inline-block',
  maxWidth: '100%',
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  boxShadow: vars.shadow.md,
  color: vars.color.foreground.base,
});

// react-day-picker sets its defaults on its own root, so the theme's values go there too.
globalStyle(`${calendar} .rdp-root`, {
  vars: {
    '--rdp-accent-color': vars.color.foreground.primary,
    '--rdp-accent-background-color': vars.color.background.primarySoft,
    '--rdp-day-height': '44px',
    '--rdp-day-width': '44px',
    '--rdp-day_button-height': '42px',
    '--rdp-day_button-width': '42px',
    '--rdp-nav-height': '56px',
    '--rdp-nav_button-height': '44px',
    '--rdp-nav_button-width': '44px',
    '--rdp-today-color': vars.color.foreground.primary,
    '--rdp-selected-border': `2px solid ${vars.color.foreground.primary}`,
  },
});

globalStyle(`${calendar} .rdp-selected .rdp-day_button`, {
  background: vars.color.background.primary,
  color: vars.color.foreground.onPrimary,
  fontWeight: vars.font.weight.bold,
});

globalStyle(`${calendar} .rdp-dropdown_root, ${calendar} .rdp-caption_label`, {
  minHeight: 56,
  alignItems: 'center',
});
globalStyle(`${calendar} .rdp-month_caption`, { height: 56 });
globalStyle(`${calendar} .rdp-dropdown`, { background: vars.color.background.elevated });
globalStyle(`${calendar} .rdp-chevron`, { fill: vars.color.foreground.primary });
globalStyle(`${calendar} .rdp-day_button:focus-visible`, {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: 1,
});
globalStyle(`${calendar} .rdp-weekday`, { color: vars.color.foreground.muted, fontSize: 13 });

/** A day with something on it: a dot under the number (the day's name says it too). */
export const marked = style({ position: 'relative', fontWeight: vars.font.weight.bold });
globalStyle(`${marked} .rdp-day_button::after`, {
  content: '""',
  position: 'absolute',
  bottom: 5,
  left: '50%',
  width: 6,
  height: 6,
  marginLeft: -3,
  borderRadius: vars.radius.full,
  background: vars.color.foreground.primary,
});
globalStyle(`${marked} .rdp-day_button`, { position: 'relative' });

/** A closed day: struck through, and named so in its label. */
export const closed = style({
  color: vars.color.foreground.danger,
  textDecoration: 'line-through',
});

/** Small screens: the cells shrink so six weeks and seven days fit 390 px. */
globalStyle(`${calendar} .rdp-root`, {
  '@media': {
    '(max-width: 420px)': {
      vars: {
        '--rdp-day-height': '44px',
        '--rdp-day-width': '42px',
        '--rdp-day_button-width': '40px',
      },
    },
  },
});
