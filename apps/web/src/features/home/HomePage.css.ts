import { media, vars } from '@arcana/ui';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

// The shared opening of section pages.
export { eyebrow, heading, page } from '../shell/page.css';

// Every placeholder has the size of what replaces it, so the home never moves when its data
// arrives (CLS): rails and rows have fixed heights, text lines are clamped.
const RAIL_CHARACTER_HEIGHT = 152;
const RAIL_COUNSELOR_HEIGHT = 176;
const ROW_HEIGHT = 88;
const REVIEW_HEIGHT = 132;
const NOTICE_HEIGHT = 48;

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

const skeleton = style({
  background: vars.color.background.sunken,
  borderRadius: vars.radius.lg,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[6],
  borderRadius: vars.radius.xl,
  background: vars.color.background.primarySoft,
  '@media': { [media.md]: { padding: vars.space[10] } },
});

export const lead = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
  maxWidth: '36em',
});

export const actions = style({
  display: 'grid',
  gap: vars.space[2],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  marginTop: vars.space[2],
});

export const action = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  minHeight: 64,
  padding: vars.space[3],
  '@media': { [media.sm]: { flexDirection: 'row', alignItems: 'center', gap: vars.space[3] } },
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  color: vars.color.foreground.base,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { borderColor: vars.color.border.strong } },
});

export const actionIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  background: vars.color.background.primary,
  color: vars.color.foreground.onPrimary,
});

export const actionText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const actionTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

export const actionNote = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  wordBreak: 'keep-all',
});

// ---- today's card ----

export const today = style({
  display: 'flex',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius.xl,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  minHeight: 216,
});

export const todayArt = style({
  flexShrink: 0,
  width: 96,
  height: 160,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: { '&[data-reversed]': { transform: 'rotate(180deg)' } },
});

export const todayImage = style({ display: 'block', width: 96, height: 160, objectFit: 'cover' });

export const cardBack = style([
  skeleton,
  {
    display: 'block',
    width: '100%',
    height: '100%',
    borderRadius: vars.radius.md,
    background: `repeating-linear-gradient(45deg, ${vars.color.background.primarySoft} 0 6px, ${vars.color.background.sunken} 6px 12px)`,
    border: `2px solid ${vars.color.border.base}`,
  },
]);

export const todayBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
  flex: 1,
});

export const todayTitle = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[2],
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const todayDate = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
});

// The card's rows have fixed heights and the skeleton's lines the same ones, so turning
// the card over moves nothing below it: the name stays on one line (its English name gives way),
// the message always takes its two lines.
const TODAY_NAME_HEIGHT = 27;
const TODAY_MESSAGE_LINES = 2;
const TODAY_MESSAGE_LINE_HEIGHT = 21;

export const todayName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  height: TODAY_NAME_HEIGHT,
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const todayNameEn = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
});

export const chip = style({
  flexShrink: 0,
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.full,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.xs,
  lineHeight: '20px',
});

export const todayMessage = style({
  height: TODAY_MESSAGE_LINES * TODAY_MESSAGE_LINE_HEIGHT,
  fontSize: vars.font.size.sm,
  lineHeight: `${TODAY_MESSAGE_LINE_HEIGHT}px`,
  wordBreak: 'keep-all',
  ...clamp(2),
});

export const keywords = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.xs,
  ...clamp(1),
});

export const todayNote = style({
  marginTop: 'auto',
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.xs,
});

export const todayLink = style({
  color: vars.color.foreground.link,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const skeletonLine = style([
  skeleton,
  {
    display: 'block',
    height: 18,
    borderRadius: vars.radius.sm,
    selectors: {
      '&[data-width="60"]': { width: '60%', height: TODAY_NAME_HEIGHT },
      '&[data-width="80"]': { width: '80%' },
      '&[data-width="100"]': {
        width: '100%',
        height: TODAY_MESSAGE_LINES * TODAY_MESSAGE_LINE_HEIGHT,
      },
    },
  },
]);

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

// ---- sections ----

export const failed = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.dangerSoft,
  color: vars.color.foreground.base,
});

export const retry = style({
  minHeight: 44,
  padding: `0 ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[8],
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
});

export const sectionHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const sectionTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.foreground.base } },
});

export const empty = style({
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.sunken,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  wordBreak: 'keep-all',
});

export const inlineLink = style({ color: vars.color.foreground.link, fontWeight: 600 });

export const rail = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 136,
  gap: vars.space[3],
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  margin: 0,
  padding: `0 0 ${vars.space[2]}`,
  listStyle: 'none',
  '@media': {
    [media.lg]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(auto-fill, minmax(168px, 1fr))',
      overflowX: 'visible',
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const railItem = style({ scrollSnapAlign: 'start', minWidth: 0 });

const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  color: vars.color.foreground.base,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.border.strong } },
});

export const character = style([tile, { height: RAIL_CHARACTER_HEIGHT }]);
export const counselor = style([tile, { height: RAIL_COUNSELOR_HEIGHT }]);

export const characterSkeleton = style([skeleton, { height: RAIL_CHARACTER_HEIGHT }]);
export const counselorSkeleton = style([skeleton, { height: RAIL_COUNSELOR_HEIGHT }]);
export const rowSkeleton = style([skeleton, { height: ROW_HEIGHT }]);
export const reviewSkeleton = style([skeleton, { height: REVIEW_HEIGHT }]);
export const noticeSkeleton = style([skeleton, { height: NOTICE_HEIGHT }]);

export const portrait = style({ width: 72, height: 72, borderRadius: vars.radius.full });

export const characterName = style({ fontWeight: vars.font.weight.semibold });

export const characterTitle = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  wordBreak: 'keep-all',
  ...clamp(2),
});

export const avatarFrame = style({ position: 'relative', width: 64, height: 64 });

export const avatar = style({
  width: 64,
  height: 64,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.background.sunken,
});

export const onlineDot = style({
  position: 'absolute',
  right: 2,
  bottom: 2,
  width: 14,
  height: 14,
  borderRadius: vars.radius.full,
  background: vars.color.availability.on,
  border: `2px solid ${vars.color.background.elevated}`,
});

export const counselorName = style({
  fontWeight: vars.font.weight.semibold,
  ...clamp(1),
});

export const categories = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.xs,
  ...clamp(1),
});

export const meta = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const star = style({ color: vars.color.foreground.primary, marginRight: 2 });

const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  color: vars.color.foreground.base,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.border.strong } },
});

export const productRow = style([row, { height: ROW_HEIGHT }]);

export const textRow = style([
  row,
  {
    height: ROW_HEIGHT,
    flexDirection: 'column',
    alignItems: 'flex-start',
    justifyContent: 'center',
  },
]);

export const thumb = style({
  flexShrink: 0,
  width: 64,
  height: 64,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.background.sunken,
});

export const rowBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
  flex: 1,
});

export const rowTitle = style({ fontWeight: vars.font.weight.semibold, ...clamp(1) });

export const price = style({
  flexShrink: 0,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const review = style([
  row,
  {
    height: REVIEW_HEIGHT,
    flexDirection: 'column',
    alignItems: 'stretch',
    justifyContent: 'space-between',
  },
]);

export const reviewHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const stars = style({ color: vars.color.foreground.primary, letterSpacing: 1 });
export const starsOff = style({ color: vars.color.border.strong });

export const reviewText = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
  ...clamp(2),
});

export const noticeRow = style([row, { height: NOTICE_HEIGHT, paddingBlock: 0 }]);

export const noticeCategory = style({
  flexShrink: 0,
  minWidth: 40,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const noticeTitle = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

globalStyle(`${rail}::-webkit-scrollbar`, { height: 6 });
