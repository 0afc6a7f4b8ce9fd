import { media, vars } from '@arcana/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// The call fills the room's stage: a dark video stage in every theme (faces and cameras read
// best on black, as in every video-call app), the state line on top and thumb-sized controls on
// the bottom edge. The voice call keeps the theme's own surface.

const stageBlack = '#0E0C12';
const onStage = '#F5F3F7';
const onStageMuted = 'rgba(245, 243, 247, 0.72)';
const controlOnStage = 'rgba(255, 255, 255, 0.14)';
const controlOnStageHover = 'rgba(255, 255, 255, 0.24)';

export const panel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  // Whatever height the room gives (a short strip above the chat on phones): the stage shrinks,
  // the controls stay whole.
  minHeight: 0,
  height: '100%',
  color: vars.color.foreground.base,
  background: vars.color.background.sunken,
  overflow: 'hidden',
  selectors: {
    '&[data-kind="VIDEO"]': { background: stageBlack, color: onStage },
  },
});

export const topBar = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[2],
  padding: vars.space[3],
  selectors: {
    [`${panel}[data-kind="VIDEO"] &`]: {
      background: 'linear-gradient(rgba(0,0,0,0.55), rgba(0,0,0,0))',
    },
  },
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: 28,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  border: `1px solid ${vars.color.border.base}`,
  selectors: {
    [`${panel}[data-kind="VIDEO"] &`]: {
      background: 'rgba(0,0,0,0.45)',
      color: onStage,
      borderColor: 'rgba(255,255,255,0.18)',
    },
  },
});

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.foreground.subtle,
  selectors: {
    '&[data-phase="connected"]': { background: vars.color.background.success },
    '&[data-phase="connecting"], &[data-phase="reconnecting"]': {
      background: vars.color.background.warning,
    },
    '&[data-phase="failed"]': { background: vars.color.background.danger },
  },
});

export const elapsed = style([
  chip,
  { fontFamily: vars.font.family.numeric, fontVariantNumeric: 'tabular-nums', marginLeft: 'auto' },
]);

export const stage = style({
  position: 'relative',
  flex: 1,
  minHeight: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const remoteVideo = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  background: stageBlack,
  '@media': { [media.desktop]: { objectFit: 'contain' } },
});

export const localPreview = style({
  position: 'absolute',
  right: vars.space[3],
  bottom: vars.space[3],
  zIndex: 2,
  width: 104,
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: '#221E28',
  border: '2px solid rgba(255,255,255,0.3)',
  boxShadow: vars.shadow.md,
  '@media': { [media.desktop]: { width: 240, aspectRatio: '16 / 9' } },
});

export const localVideo = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // A mirror, as people expect to see themselves.
  transform: 'scaleX(-1)',
});

export const previewNote = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space[2],
  textAlign: 'center',
  fontSize: vars.font.size.xs,
  color: onStageMuted,
});

export const person = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[4],
  paddingTop: 52,
  textAlign: 'center',
  '@media': { [media.desktop]: { gap: vars.space[3], padding: vars.space[6] } },
});

export const avatar = style({
  width: 72,
  height: 72,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.primary,
  '@media': { [media.desktop]: { width: 112, height: 112, fontSize: vars.font.size.xxl } },
});

export const personName = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  '@media': { [media.desktop]: { fontSize: vars.font.size.xl } },
});

export const notice = style({
  maxWidth: 360,
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.foreground.muted,
  selectors: { [`${panel}[data-kind="VIDEO"] &`]: { color: onStageMuted } },
});

export const problem = style({
  position: 'relative',
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  maxWidth: 400,
  margin: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  border: `1px solid ${vars.color.border.base}`,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const controls = style({
  position: 'relative',
  flexShrink: 0,
  zIndex: 2,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: vars.space[3],
  paddingTop: vars.space[2],
  paddingInline: vars.space[4],
  paddingBottom: vars.space[2],
  '@media': {
    [media.desktop]: {
      gap: vars.space[4],
      paddingTop: vars.space[3],
      paddingBottom: vars.space[4],
    },
  },
  selectors: {
    [`${panel}[data-kind="VIDEO"] &`]: {
      background: 'linear-gradient(rgba(0,0,0,0), rgba(0,0,0,0.6))',
    },
  },
});

export const control = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[1],
  minWidth: 64,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.size.xs,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.5 } },
});

export const controlIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.full,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${control}:hover:not(:disabled) &`]: { background: vars.color.background.base },
    [`${control}:focus-visible &`]: {
      outline: `3px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
    [`${control}[aria-pressed="true"] &`]: {
      background: vars.color.foreground.base,
      color: vars.color.background.base,
    },
    [`${panel}[data-kind="VIDEO"] &`]: { background: controlOnStage, borderColor: 'transparent' },
    [`${panel}[data-kind="VIDEO"] ${control}:hover:not(:disabled) &`]: {
      background: controlOnStageHover,
    },
    [`${panel}[data-kind="VIDEO"] ${control}[aria-pressed="true"] &`]: {
      background: onStage,
      color: stageBlack,
    },
    [`${control}[data-variant="primary"] &, ${panel}[data-kind="VIDEO"] ${control}[data-variant="primary"] &`]:
      {
        background: vars.color.background.success,
        color: '#FFFFFF',
        borderColor: 'transparent',
      },
    [`${control}[data-variant="danger"] &, ${panel}[data-kind="VIDEO"] ${control}[data-variant="danger"] &`]:
      {
        background: vars.color.background.danger,
        color: '#FFFFFF',
        borderColor: 'transparent',
      },
  },
  '@media': {
    [media.desktop]: { width: 56, height: 56 },
    [media.reducedMotion]: { transition: 'none' },
  },
});

globalStyle(`${control}:focus-visible`, { outline: 'none' });

export const unavailable = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  flex: 1,
  padding: vars.space[8],
  textAlign: 'center',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});

export const unavailableTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.base,
});

// The compact strip (another view of the room is shown): the state, a thumbnail of the other
// side's video and the round controls without captions, on the theme's surface. The media stay
// mounted so the call and its sound go on.
const compact = `${panel}[data-compact="true"]`;

globalStyle(compact, {
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space[2],
  flex: 1,
  minWidth: 0,
  height: 'auto',
  background: 'none',
  color: vars.color.foreground.base,
});

globalStyle(`${compact} ${topBar}`, {
  position: 'static',
  flex: 1,
  minWidth: 0,
  flexWrap: 'nowrap',
  padding: 0,
  background: 'none',
});

// Plain text in the strip: the state (with its dot) and, where there is room, the elapsed time.
globalStyle(`${compact} ${chip}`, {
  flexShrink: 0,
  minHeight: 0,
  paddingInline: 0,
  whiteSpace: 'nowrap',
  background: 'none',
  border: 0,
  color: vars.color.foreground.base,
});

globalStyle(`${compact} ${chip}[data-quality]`, { display: 'none' });

globalStyle(`${compact} ${elapsed}`, {
  marginLeft: 0,
  color: vars.color.foreground.muted,
  '@media': { [media.mobileOnly]: { display: 'none' } },
});

globalStyle(`${compact} ${stage}`, {
  order: -1,
  flex: 'none',
  width: 44,
  height: 44,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: stageBlack,
});

globalStyle(`${panel}[data-compact="true"][data-kind="CALL"] ${stage}`, { display: 'none' });

globalStyle(
  `${compact} ${person}, ${compact} ${localPreview}, ${compact} ${problem}, ${compact} ${notice}`,
  { display: 'none' },
);

globalStyle(`${compact} ${controls}`, {
  gap: vars.space[1],
  padding: 0,
  background: 'none',
});

globalStyle(`${compact} ${control}`, { minWidth: 44 });

// Captions go; the button keeps its name for screen readers (clipped, not removed).
globalStyle(`${compact} ${control} > span:last-child`, {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

globalStyle(`${compact} ${controlIcon}`, { width: 44, height: 44 });

globalStyle(`${compact} ${control}:not([aria-pressed="true"]):not([data-variant]) ${controlIcon}`, {
  background: vars.color.background.base,
  borderColor: vars.color.border.base,
  color: vars.color.foreground.base,
});
