import { media, safeAreaVars, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// The conversation: a scrolling log above a send box that stays at the bottom of the room.

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: 1,
  background: vars.color.background.base,
});

export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingInline: vars.space[4],
  paddingBlock: vars.space[3],
  '@media': { [media.desktop]: { paddingInline: vars.space[6] } },
});

export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const olderRow = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space[2],
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
});

export const day = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  marginBlock: vars.space[3],
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      height: 1,
      background: vars.color.border.base,
    },
  },
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space[2],
  maxWidth: '100%',
  selectors: {
    '&[data-mine="true"]': { flexDirection: 'row-reverse', alignSelf: 'flex-end' },
    '&[data-mine="false"]': { alignSelf: 'flex-start' },
  },
});

export const avatar = style({
  flexShrink: 0,
  alignSelf: 'flex-start',
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.background.sunken,
  // Under a message of the same sender the picture keeps its place but is not drawn again.
  selectors: { '[data-continued="true"] > &': { visibility: 'hidden' } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  maxWidth: 'min(78vw, 520px)',
  minWidth: 0,
  selectors: {
    '[data-mine="true"] > &': { alignItems: 'flex-end' },
    '[data-mine="false"] > &': { alignItems: 'flex-start' },
  },
});

export const sender = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

export const bubble = style({
  margin: 0,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.lg,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  // Plain text keeps its line breaks and long words wrap instead of widening the log.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  wordBreak: 'keep-all',
  selectors: {
    '[data-mine="true"] &': {
      background: vars.color.message.sentBackground,
      color: vars.color.message.sentForeground,
      borderBottomRightRadius: vars.radius.sm,
    },
    '[data-mine="false"] &': {
      background: vars.color.message.receivedBackground,
      color: vars.color.message.receivedForeground,
      borderBottomLeftRadius: vars.radius.sm,
    },
    '[data-status="sending"] &': { opacity: 0.7 },
  },
});

export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  gap: 0,
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '[data-mine="true"] > &': { alignItems: 'flex-end' },
  },
});

export const read = style({
  color: vars.color.foreground.primary,
  fontWeight: vars.font.weight.medium,
});

export const failed = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const imageButton = style({
  display: 'block',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.background.sunken,
  cursor: 'zoom-in',
});

export const thumbnail = style({
  display: 'block',
  width: 'auto',
  maxWidth: 'min(60vw, 240px)',
  maxHeight: 240,
  objectFit: 'cover',
});

/** The box a picture holds while it loads (its size from the message's width and height). */
export const imageLoading = style({
  display: 'block',
  width: 180,
  height: 180,
  background: vars.color.background.sunken,
});

export const imageFailed = style({
  display: 'block',
  padding: vars.space[3],
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});

export const largeImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70dvh',
  marginInline: 'auto',
  borderRadius: vars.radius.md,
});

export const typing = style({
  minHeight: 20,
  paddingInline: vars.space[4],
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  '@media': { [media.desktop]: { paddingInline: vars.space[6] } },
});

export const empty = style({
  paddingBlock: vars.space[10],
  textAlign: 'center',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  wordBreak: 'keep-all',
});

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingTop: vars.space[2],
  paddingInline: vars.space[3],
  // The bar sits on the bottom edge of the phone: clear the home indicator.
  paddingBottom: `calc(${vars.space[2]} + ${safeAreaVars.bottom})`,
  borderTop: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  '@media': {
    [media.desktop]: { paddingInline: vars.space[4], paddingBottom: vars.space[3] },
  },
});

export const composerRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[2] });

export const textarea = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  maxHeight: 160,
  paddingBlock: 10,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.base,
  color: vars.color.foreground.base,
  font: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  resize: 'none',
  fieldSizing: 'content',
  selectors: {
    '&::placeholder': { color: vars.color.foreground.subtle },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.foreground.danger },
  },
} as Parameters<typeof style>[0]);

export const attach = style({ flexShrink: 0 });

export const fileInput = style({ display: 'none' });

export const composerFoot = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[2],
  paddingInline: vars.space[1],
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-over="true"]': { color: vars.color.foreground.danger } },
});

export const hint = style({ '@media': { [media.mobileOnly]: { display: 'none' } } });

export const closed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingTop: vars.space[4],
  paddingInline: vars.space[4],
  paddingBottom: `calc(${vars.space[4]} + ${safeAreaVars.bottom})`,
  borderTop: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  wordBreak: 'keep-all',
});
