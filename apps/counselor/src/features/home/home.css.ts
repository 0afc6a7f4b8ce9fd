import { media, vars } from '@arcana/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  paddingBlock: vars.space[6],
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const heading = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  wordBreak: 'keep-all',
});

export const lead = style({
  color: vars.color.foreground.muted,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const grid = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

// Each tile fills its grid cell so a row of tiles lines up whatever their text length.
globalStyle(`${grid} > li`, { display: 'grid' });

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minHeight: 88,
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  color: vars.color.foreground.base,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.border.strong } },
});

export const tileTitle = style({
  fontWeight: vars.font.weight.semibold,
});

export const tileText = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  wordBreak: 'keep-all',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  maxWidth: 560,
});

export const sectionTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const cards = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  minWidth: 0,
});

export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const subTitle = style({
  margin: 0,
  marginBottom: vars.space[2],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.muted,
});

export const muted = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const statusBox = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

// Each choice as wide as its text (다른 업무 중 never breaks), the row filling the card.
export const statusGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

const statusColor = {
  ON: vars.color.availability.on,
  OFF: vars.color.availability.off,
  BUSY: vars.color.availability.busy,
  COUNSELING: vars.color.availability.counseling,
} as const;

export const statusOption = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minHeight: 48,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.base,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  flex: '1 1 auto',
  cursor: 'pointer',
  textAlign: 'center',
  whiteSpace: 'nowrap',
  selectors: {
    '&:has(input:checked)': { borderWidth: 2 },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
    '&:has(input:disabled)': { cursor: 'progress' },
    ...Object.fromEntries(
      Object.entries(statusColor).map(([status, color]) => [
        `&[data-status="${status}"]:has(input:checked)`,
        { borderColor: color, background: vars.color.background.elevated },
      ]),
    ),
  },
});

export const statusInput = style({
  position: 'absolute',
  opacity: 0,
  inset: 0,
  margin: 0,
  cursor: 'inherit',
});

export const dot = style({
  flexShrink: 0,
  width: 10,
  height: 10,
  borderRadius: '50%',
  selectors: Object.fromEntries(
    Object.entries(statusColor).map(([status, color]) => [
      `&[data-status="${status}"]`,
      { background: color },
    ]),
  ),
});

export const counseling = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.availability.counseling}`,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
});

export const pause = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.border.base}`,
});

export const agenda = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const agendaList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const agendaRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.base,
  border: `1px solid ${vars.color.border.base}`,
});

export const agendaTime = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  maxWidth: 96,
  wordBreak: 'keep-all',
});

export const agendaBody = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const agendaName = style({ fontWeight: vars.font.weight.semibold });

export const agendaLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  color: vars.color.foreground.base,
  border: `1px solid ${vars.color.border.strong}`,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const textLink = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.foreground.primary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const pendingLink = style([
  textLink,
  {
    alignSelf: 'stretch',
    paddingInline: vars.space[3],
    borderRadius: vars.radius.md,
    background: vars.color.background.primarySoft,
  },
]);

export const figureBox = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const figure = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});
