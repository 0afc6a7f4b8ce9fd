import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// The room fills the screen under the app's header: on phones it is pinned to the viewport
// (the log scrolls, the send box stays on the bottom edge); on desktop a framed panel as tall
// as the window, wider than the subpage column so the chat can sit beside the call.

export const room = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background.base,
  '@media': {
    [media.mobileOnly]: {
      position: 'fixed',
      insetInline: 0,
      top: 'var(--room-top, 56px)',
      bottom: 'var(--room-bottom, 0px)',
      zIndex: 1,
    },
    [media.desktop]: {
      position: 'relative',
      height: 'var(--room-height, calc(100dvh - 160px))',
      minHeight: 560,
      border: `1px solid ${vars.color.border.base}`,
      borderRadius: vars.radius.xl,
      overflow: 'hidden',
      boxShadow: vars.shadow.sm,
      selectors: {
        // The web app's subpage column is 720 px: the room breaks out of it, centred.
        '&[data-breakout="true"]': {
          width: 'min(1200px, calc(100vw - 48px))',
          marginLeft: 'calc(50% - min(1200px, calc(100vw - 48px)) / 2)',
        },
      },
    },
  },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  borderBottom: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  '@media': { [media.desktop]: { paddingInline: vars.space[6], paddingBlock: vars.space[4] } },
});

export const headerTop = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

export const portrait = style({
  flexShrink: 0,
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.background.sunken,
});

export const parties = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});

export const partyLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minWidth: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.muted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const counselorName = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.foreground.base,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const presence = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  fontSize: vars.font.size.xs,
  color: vars.color.foreground.muted,
  selectors: {
    '&::before': {
      content: '""',
      width: 8,
      height: 8,
      borderRadius: vars.radius.full,
      background: vars.color.availability.off,
    },
    '&[data-presence="in"]::before': { background: vars.color.availability.on },
    '&[data-presence="away"]::before': { background: vars.color.availability.busy },
    '&[data-presence="gone"]::before': { background: vars.color.background.danger },
  },
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  minHeight: 24,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  selectors: {
    '&[data-tone="done"]': {
      background: vars.color.background.sunken,
      color: vars.color.foreground.muted,
    },
  },
});

export const statusRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[2],
  rowGap: vars.space[1],
});

export const clock = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.muted,
});

export const clockFigure = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.foreground.base,
  fontVariantNumeric: 'tabular-nums',
  fontFeatureSettings: '"tnum"',
  selectors: {
    '&[data-low="true"]': { color: vars.color.foreground.danger },
    '&[data-paused="true"]': { color: vars.color.foreground.muted },
  },
});

export const clockNote = style({
  fontSize: vars.font.size.xs,
  color: vars.color.foreground.muted,
  wordBreak: 'keep-all',
});

export const stream = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  marginLeft: 'auto',
  fontSize: vars.font.size.xs,
  color: vars.color.foreground.muted,
  selectors: {
    '&::before': {
      content: '""',
      width: 6,
      height: 6,
      borderRadius: vars.radius.full,
      background: vars.color.availability.busy,
    },
    '&[data-state="open"]::before': { background: vars.color.availability.on },
    '&[data-state="failed"]': { color: vars.color.foreground.danger },
    '&[data-state="failed"]::before': { background: vars.color.background.danger },
  },
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const controlsNote = style({
  fontSize: vars.font.size.xs,
  color: vars.color.foreground.muted,
});

export const tabs = style({
  display: 'flex',
  gap: vars.space[1],
  paddingInline: vars.space[3],
  borderBottom: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  flex: 1,
  minHeight: 44,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.foreground.primary,
      borderBottomColor: vars.color.foreground.primary,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
  },
});

export const desktopTabs = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'flex', gap: vars.space[1] } },
});

export const desktopTab = style([
  tab,
  { flex: 'none', paddingInline: vars.space[3], borderRadius: vars.radius.md, borderBottom: 0 },
  {
    selectors: {
      '&[aria-current="page"]': { background: vars.color.background.primarySoft },
    },
  },
]);

/** The compact call strip's height on desktop, which the body keeps free above its views. */
const CALL_STRIP_HEIGHT = 64;

export const body = style({
  position: 'relative',
  display: 'flex',
  flex: 1,
  minHeight: 0,
  '@media': {
    [media.mobileOnly]: { flexDirection: 'column' },
    [media.desktop]: {
      selectors: { '&[data-call-strip="true"]': { paddingTop: CALL_STRIP_HEIGHT } },
    },
  },
});

/** The call or the overview beside the chat on desktop; above it (or alone) on phones. */
export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
  overflowY: 'auto',
  selectors: { '&[data-fill="true"]': { flex: 1 } },
  '@media': {
    [media.desktop]: { flex: 1, borderRight: `1px solid ${vars.color.border.base}` },
  },
});

/**
 * The call's place: the stage in the call and video views; in the others a compact strip, on
 * top of the view on phones (first by `order`, its place in the tree stays) and on desktop a bar
 * across the top of the body, in the room the body keeps free (its content centred as wide as a
 * phone's strip), so it never covers the chat.
 */
export const callSlot = style([
  stage,
  {
    flex: 1,
    selectors: {
      '&[data-compact="true"]': {
        flex: 'none',
        flexDirection: 'row',
        alignItems: 'center',
        gap: vars.space[2],
        paddingBlock: vars.space[2],
        paddingInline: vars.space[3],
        overflow: 'hidden',
        background: vars.color.background.elevated,
      },
    },
    '@media': {
      [media.mobileOnly]: {
        selectors: {
          '&[data-compact="true"]': {
            order: -1,
            borderBottom: `1px solid ${vars.color.border.base}`,
          },
        },
      },
      [media.desktop]: {
        selectors: {
          '&[data-compact="true"]': {
            position: 'absolute',
            zIndex: 3,
            top: 0,
            insetInline: 0,
            height: CALL_STRIP_HEIGHT,
            paddingBlock: 0,
            paddingInline: `max(${vars.space[4]}, calc((100% - 560px) / 2))`,
            borderRight: 0,
            borderBottom: `1px solid ${vars.color.border.base}`,
          },
        },
      },
    },
  },
]);

export const callReturn = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minHeight: 44,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.full,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const chatColumn = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: 1,
  '@media': {
    [media.desktop]: {
      selectors: { '[data-split="true"] > &': { flex: 'none', width: 420 } },
    },
    [media.mobileOnly]: {
      selectors: { '&[data-hidden-mobile="true"]': { display: 'none' } },
    },
  },
});

export const overview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[4],
  '@media': { [media.desktop]: { padding: vars.space[6] } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[4],
  rowGap: vars.space[2],
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const factName = style({ color: vars.color.foreground.muted });
export const factValue = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  wordBreak: 'keep-all',
});

export const muted = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  wordBreak: 'keep-all',
});

export const consentBadge = style({
  alignSelf: 'flex-start',
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.md,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const cardList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tarotCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  fontSize: vars.font.size.sm,
});

export const answer = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  lineHeight: vars.font.lineHeight.relaxed,
  fontSize: vars.font.size.sm,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const center = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[3],
  minHeight: '50dvh',
  padding: vars.space[6],
  textAlign: 'center',
  wordBreak: 'keep-all',
});

export const centerTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const readingList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  maxHeight: 260,
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  border: 0,
});

export const readingOption = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.base}`,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.foreground.primary,
      background: vars.color.background.primarySoft,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.border.focus}` },
  },
});

export const readingText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const readingQuestion = style({
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

export const amountValue = style({ margin: 0 });

export const readingFacts = style([facts, { gridTemplateColumns: '1fr' }]);

export const amountList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  fontSize: vars.font.size.sm,
});

export const amountRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-total="true"]': { fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md },
  },
});

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const error = style({
  margin: 0,
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.sm,
});

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
});

/** The note's summary row: a 44 px target with the title and the privacy hint. */
export const noteSummary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space[2],
  minHeight: 44,
  cursor: 'pointer',
  listStylePosition: 'inside',
});

export const noteLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.foreground.primary,
  fontWeight: vars.font.weight.semibold,
});
