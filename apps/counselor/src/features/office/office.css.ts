import { media, vars } from '@arcana/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// The shared look of the back-office pages: a heading with a lead, then sections of cards,
// forms and lists. One column on phones, a readable measure on desktop.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  paddingBlock: vars.space[4],
  maxWidth: 760,
  '@media': { [media.desktop]: { paddingBlock: vars.space[8] } },
});

export const pageHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const pageHeadText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
  flex: '1 1 240px',
});

export const heading = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  wordBreak: 'keep-all',
});

export const lead = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  '@media': { [media.md]: { padding: vars.space[6] } },
});

export const sectionTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space[2],
});

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[10],
  paddingInline: vars.space[4],
  textAlign: 'center',
  color: vars.color.foreground.muted,
  wordBreak: 'keep-all',
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.strong}`,
});

export const emptyTitle = style({
  color: vars.color.foreground.base,
  fontWeight: vars.font.weight.semibold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  gap: vars.space[3],
  alignItems: 'flex-start',
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
});

export const rowBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  flex: 1,
  minWidth: 0,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const rowTitle = style({ fontWeight: vars.font.weight.semibold });

export const rowMeta = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[1],
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: 36,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"], &[data-state="on"]': {
      background: vars.color.background.primarySoft,
      borderColor: vars.color.foreground.primary,
      color: vars.color.foreground.primary,
      fontWeight: vars.font.weight.semibold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

// A chip button draws a 36 px pill but keeps a 44 px hit area.
globalStyle(`button${chip}`, { position: 'relative' });
globalStyle(`button${chip}::after`, { content: '""', position: 'absolute', inset: '-4px 0' });

export const chipRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  marginRight: -8,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.foreground.muted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.sunken, color: vars.color.foreground.base },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}` },
  },
});

export const counter = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const fieldLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.base,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const textarea = style({
  width: '100%',
  minHeight: 120,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  font: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 1,
      borderColor: vars.color.border.focus,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.foreground.danger },
  },
});

export const select = style([textarea, { minHeight: 48, paddingBlock: 0, resize: 'none' }]);

export const fieldFoot = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const hint = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });

export const error = style({
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const success = style({
  color: vars.color.foreground.success,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  pointerEvents: 'none',
});

export const fieldset = style([field, { border: 'none', padding: 0, margin: 0, minWidth: 0 }]);
globalStyle(`${fieldset} > legend`, { padding: 0, marginBottom: vars.space[2] });

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.primary,
  fontWeight: vars.font.weight.bold,
});

export const busyCover = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.background.overlay,
});

export const mediaRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  flexWrap: 'wrap',
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const thumb = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 96,
  height: 96,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  border: `1px solid ${vars.color.border.base}`,
  textAlign: 'center',
});

export const moveButtons = style({ display: 'inline-flex', gap: 2 });
export const up = style({ transform: 'rotate(90deg)' });
export const down = style({ transform: 'rotate(-90deg)' });
export const forward = style({ transform: 'rotate(180deg)' });

/** A unit inside a field's right edge (년, 원): plain text, not the countdown's colour. */
export const unit = style({ color: vars.color.foreground.muted });

/** A field for a short number (경력 햇수): no need for the whole row. */
export const short = style({ maxWidth: 200 });
