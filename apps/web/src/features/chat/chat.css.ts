import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// The conversation with a character and the list of conversations.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  // The send box sits at the bottom of the screen even before the conversation fills it
  // (the subpage header above is about 56 px tall, plus the main column's padding above and below).
  minHeight: 'calc(100dvh - 120px)',
});

/** Pushes the send box down to the bottom of a short conversation. */
export const grow = style({ flex: 1 });

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBottom: vars.space[3],
  borderBottom: `1px solid ${vars.color.border.base}`,
});

export const portrait = style({
  flexShrink: 0,
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
  objectFit: 'cover',
});

export const topText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const subtitle = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flex: 1,
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  maxWidth: '85%',
  selectors: {
    '&[data-role="USER"]': { alignSelf: 'flex-end', alignItems: 'flex-end' },
    '&[data-role="ASSISTANT"]': { alignSelf: 'flex-start', alignItems: 'flex-start' },
    '&[data-crisis="true"]': { maxWidth: '100%', alignSelf: 'stretch' },
  },
});

export const bubble = style({
  margin: 0,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.lg,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    '[data-role="USER"] > &': {
      background: vars.color.message.sentBackground,
      color: vars.color.message.sentForeground,
      borderBottomRightRadius: vars.radius.sm,
    },
    '[data-role="ASSISTANT"] > &': {
      background: vars.color.message.receivedBackground,
      color: vars.color.message.receivedForeground,
      borderBottomLeftRadius: vars.radius.sm,
    },
  },
});

export const time = style({
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const crisis = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.elevated,
});

export const crisisTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.foreground.primary,
});

export const crisisActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.dangerSoft,
  color: vars.color.foreground.base,
  fontSize: vars.font.size.sm,
  wordBreak: 'keep-all',
});

export const noticeTitle = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const composer = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingBlock: vars.space[3],
  background: vars.color.background.base,
  borderTop: `1px solid ${vars.color.border.base}`,
});

export const composerRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[2] });

export const textarea = style({
  flex: 1,
  minHeight: 48,
  maxHeight: 160,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  font: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  resize: 'none',
  fieldSizing: 'content',
  selectors: { '&::placeholder': { color: vars.color.foreground.subtle } },
} as Parameters<typeof style>[0]);

export const composerFoot = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[2],
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const center = style({ display: 'flex', justifyContent: 'center' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  overflow: 'hidden',
});

export const listRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: 72,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  color: vars.color.foreground.base,
  textDecoration: 'none',
  selectors: {
    'li + li > &': { borderTop: `1px solid ${vars.color.border.base}` },
    '&:hover': { background: vars.color.background.sunken },
  },
});

export const listText = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});

export const listHead = style({ display: 'flex', alignItems: 'baseline', gap: vars.space[2] });

export const listName = style({ fontWeight: vars.font.weight.semibold });

export const listTime = style([time, { marginLeft: 'auto', flexShrink: 0 }]);

export const listLast = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[10],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.strong}`,
  textAlign: 'center',
  wordBreak: 'keep-all',
});

export const emptyTitle = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const muted = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[4],
});

/** Where the view follows to: kept clear of the sticky send box below it. */
export const end = style({ scrollMarginBottom: 140 });
