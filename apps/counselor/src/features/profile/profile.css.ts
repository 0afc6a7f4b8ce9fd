import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[3],
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  cursor: 'grab',
  selectors: {
    '&[data-dragging="true"]': { opacity: 0.5 },
    '&[data-drop-target="true"]': { outline: `2px dashed ${vars.color.border.focus}` },
  },
});

export const tileImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
});

/** The caption under a picture, a button that opens its editor; a placeholder while empty. */
export const captionButton = style({
  display: 'block',
  width: '100%',
  minHeight: 36,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.foreground.base,
  font: 'inherit',
  fontSize: 13,
  textAlign: 'left',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[data-empty="true"]': { color: vars.color.foreground.muted },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
  },
});

export const tileBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 2,
  paddingInline: vars.space[1],
});

export const position = style({
  position: 'absolute',
  top: vars.space[2],
  left: vars.space[2],
  minWidth: 28,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.background.overlay,
  color: '#fff',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: '24px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const uploadRow = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[3],
});

export const uploadThumb = style({
  width: 48,
  height: 48,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const uploadName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
});

export const progress = style({
  width: '100%',
  height: 6,
  accentColor: vars.color.background.primary,
});

export const uploadStatus = style({
  fontSize: vars.font.size.xs,
  color: vars.color.foreground.muted,
});

export const faqAnswer = style({
  whiteSpace: 'pre-line',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[3],
  fontVariantNumeric: 'tabular-nums',
});

export const resultButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 2,
  width: '100%',
  minHeight: 44,
  padding: vars.space[3],
  border: `1px solid ${vars.color.border.base}`,
  borderRadius: vars.radius.md,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  wordBreak: 'keep-all',
  selectors: {
    '&:hover': { background: vars.color.background.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 1 },
  },
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  maxHeight: '50dvh',
  overflowY: 'auto',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
