import { vars } from '@arcana/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// Stored Markdown's reading column: its elements styled from inside one class, so nothing leaks
// to the rest of the page.
export const body = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  color: vars.color.foreground.base,
});

const inside = (selector: string) => `${body} ${selector}`;

globalStyle(inside('> * + *'), { marginTop: vars.space[4] });
globalStyle(inside('h1, h2, h3, h4'), {
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  marginTop: vars.space[8],
});
globalStyle(inside('h1'), { fontSize: vars.font.size.xl });
globalStyle(inside('h2'), { fontSize: vars.font.size.lg });
globalStyle(inside('h3, h4'), { fontSize: vars.font.size.md });
globalStyle(inside('ul, ol'), { paddingLeft: vars.space[6] });
globalStyle(inside('ul'), { listStyle: 'disc' });
globalStyle(inside('ol'), { listStyle: 'decimal' });
globalStyle(inside('li + li'), { marginTop: vars.space[2] });
globalStyle(inside('a'), {
  color: vars.color.foreground.link,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});
globalStyle(inside('strong'), { fontWeight: vars.font.weight.bold });
globalStyle(inside('blockquote'), {
  paddingLeft: vars.space[4],
  borderLeft: `3px solid ${vars.color.border.strong}`,
  color: vars.color.foreground.muted,
});
globalStyle(inside('hr'), { border: 0, borderTop: `1px solid ${vars.color.border.base}` });
globalStyle(inside('code'), {
  fontSize: '0.9em',
  padding: '0.1em 0.35em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background.sunken,
});
globalStyle(inside('pre'), {
  overflowX: 'auto',
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.sunken,
});
globalStyle(inside('table'), {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});
globalStyle(inside('th, td'), {
  padding: vars.space[2],
  borderBottom: `1px solid ${vars.color.border.base}`,
  textAlign: 'left',
});

globalStyle(inside('h2'), { scrollMarginTop: 80 });
globalStyle(inside('a:focus-visible'), {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: 2,
  borderRadius: vars.radius.sm,
});
globalStyle(inside('th'), { fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' });
globalStyle(inside('mark'), {
  borderRadius: 2,
  backgroundColor: vars.color.background.primarySoft,
  color: vars.color.foreground.base,
  fontWeight: vars.font.weight.semibold,
});
globalStyle(inside('del'), { color: vars.color.foreground.muted });

/** A wide table scrolls sideways inside the column on phones. */
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.sunken,
});
