import { vars } from '@arcana/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// The article's reading column: Markdown elements styled from inside one class, so nothing
// leaks to the rest of the page.
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

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  marginBlock: vars.space[2],
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.sunken,
});

export const caption = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});
