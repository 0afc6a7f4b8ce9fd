import { vars } from '@arcana/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const yearPicker = style({ width: 140 });

export const summary = style({ gap: vars.space[1] });

export const bigNumber = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.foreground.primary,
});

export const chart = style({ margin: 0, minHeight: 220, position: 'relative' });
export const chartBox = style({ width: '100%' });

// uPlot's own stylesheet draws in black on white; the axes take the theme's text colour.
globalStyle(`${chartBox} .uplot`, { fontFamily: 'inherit', color: vars.color.foreground.muted });

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

/** Wide tables scroll sideways on phones; the first column stays put. */
export const tableScroll = style({
  overflowX: 'auto',
  marginInline: `calc(-1 * ${vars.space[2]})`,
  paddingInline: vars.space[2],
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.color.border.base}`,
  textAlign: 'right',
});
globalStyle(`${table} thead th`, {
  color: vars.color.foreground.muted,
  fontWeight: vars.font.weight.medium,
});
globalStyle(`${table} tbody th, ${table} tfoot th, ${table} thead th:first-child`, {
  position: 'sticky',
  left: 0,
  background: vars.color.background.elevated,
  textAlign: 'left',
  zIndex: 1,
});
globalStyle(`${table} tfoot`, { fontWeight: vars.font.weight.bold });
globalStyle(`${table} tr[aria-current="true"] > *`, {
  background: vars.color.background.primarySoft,
});

export const caption = style({
  textAlign: 'left',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  paddingBottom: vars.space[2],
});

export const net = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.foreground.primary,
});
export const text = style({});
globalStyle(`${table} td${text}`, { textAlign: 'left', whiteSpace: 'normal', minWidth: 140 });

export const monthButton = style({
  minWidth: 44,
  minHeight: 36,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.foreground.link,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
  textAlign: 'left',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}` } },
});

/** The statements need more room than a form page: the page frame widens on desktop. */
export const wide = style({ display: 'contents' });
globalStyle(`${wide} > div`, { maxWidth: 1080 });
