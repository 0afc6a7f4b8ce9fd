import { media, vars } from '@arcana/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[10],
  width: '100%',
  maxWidth: 1080,
  marginInline: 'auto',
  paddingBlock: vars.space[4],
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[4],
  padding: `${vars.space[8]} ${vars.space[5]}`,
  borderRadius: vars.radius.xl,
  background: `linear-gradient(135deg, ${vars.color.background.primarySoft}, ${vars.color.background.elevated})`,
  border: `1px solid ${vars.color.border.base}`,
  '@media': { [media.md]: { padding: `${vars.space[12]} ${vars.space[10]}` } },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.foreground.primary,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
});

export const heroTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  wordBreak: 'keep-all',
  '@media': { [media.md]: { fontSize: '2.5rem' } },
});

export const heroLead = style({
  margin: 0,
  maxWidth: 560,
  color: vars.color.foreground.muted,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  wordBreak: 'keep-all',
});

export const cards = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  wordBreak: 'keep-all',
});

export const cardText = style({
  margin: 0,
  color: vars.color.foreground.muted,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const steps = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

export const step = style([
  card,
  { flexDirection: 'row', alignItems: 'flex-start', gap: vars.space[3], padding: vars.space[4] },
]);

export const stepNumber = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: '50%',
  background: vars.color.background.primary,
  color: vars.color.foreground.onPrimary,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const stepBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const money = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: '3fr 2fr' } },
});

export const terms = style([
  card,
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: `${vars.space[3]} ${vars.space[4]}`,
    margin: 0,
    alignContent: 'start',
  },
]);

export const termName = style({ fontWeight: vars.font.weight.semibold });

export const termValue = style({
  margin: 0,
  color: vars.color.foreground.muted,
  wordBreak: 'keep-all',
});

export const example = style([card, { background: vars.color.background.primarySoft }]);

export const exampleRows = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space[2],
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${exampleRows} dd`, { margin: 0, textAlign: 'right' });

export const netName = style({
  paddingTop: vars.space[2],
  borderTop: `1px solid ${vars.color.border.strong}`,
  fontWeight: vars.font.weight.bold,
});

export const netValue = style([
  netName,
  { fontSize: vars.font.size.lg, color: vars.color.foreground.base },
]);

export const faq = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const faqItem = style([card, { padding: vars.space[4] }]);

export const faqQuestion = style({
  minHeight: 28,
  cursor: 'pointer',
  fontWeight: vars.font.weight.semibold,
  wordBreak: 'keep-all',
});

export const closing = style([
  hero,
  { alignItems: 'center', textAlign: 'center', background: vars.color.background.elevated },
]);
