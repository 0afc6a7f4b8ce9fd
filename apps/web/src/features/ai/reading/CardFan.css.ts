import { media, vars } from '@arcana/ui';
import { createVar, keyframes, style } from '@vanilla-extract/css';
import { FAN_ROWS } from './fan-layout';

export const arcBase = createVar();
export const arcSm = createVar();
export const arcMd = createVar();
export const arcLg = createVar();
export const dealDelay = createVar();

const arc = createVar();
const cardWidth = createVar();
/** How far the ends of a row drop and lean: a gentle arc on a phone, a real fan when wide. */
const drop = createVar();
const tilt = createVar();

const CARD_BACK = 'url(/api/public/tarot-decks/card-back.svg)';

function columns(perRow: number): string {
  return `repeat(${perRow - 1}, minmax(0, 1fr)) ${cardWidth}`;
}

export const fan = style({
  vars: { [cardWidth]: '54px', [drop]: '10px', [tilt]: '7deg' },
  display: 'grid',
  minWidth: 0,
  margin: 0,
  border: 'none',
  gridTemplateColumns: columns(FAN_ROWS.base),
  rowGap: vars.space[8],
  paddingBlock: `${vars.space[6]} ${vars.space[4]}`,
  paddingInline: vars.space[1],
  '@media': {
    [media.sm]: {
      vars: { [cardWidth]: '62px' },
      gridTemplateColumns: columns(FAN_ROWS.sm),
    },
    [media.md]: {
      vars: { [cardWidth]: '70px', [drop]: '18px', [tilt]: '10deg' },
      gridTemplateColumns: columns(FAN_ROWS.md),
    },
    [media.lg]: {
      vars: { [cardWidth]: '76px', [drop]: '40px', [tilt]: '16deg' },
      gridTemplateColumns: columns(FAN_ROWS.lg),
      paddingBlock: `${vars.space[10]} 56px`,
    },
  },
});

const dealIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-28px) scale(0.9)' },
  to: { opacity: 1, transform: 'none' },
});

// The arc values are set on each card (inline), so the card picks its breakpoint's one here:
// a custom property that refers to another resolves where it is declared.
export const card = style({
  vars: { [arc]: arcBase },
  position: 'relative',
  width: cardWidth,
  aspectRatio: '3 / 5',
  padding: 0,
  border: 'none',
  borderRadius: 6,
  backgroundColor: vars.color.background.sunken,
  backgroundImage: CARD_BACK,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  transformOrigin: '50% 120%',
  rotate: `calc(${arc} * ${tilt})`,
  translate: `0 calc(${arc} * ${arc} * ${drop})`,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}, filter ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { transform: 'translateY(-10px)', zIndex: 1 },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
      transform: 'translateY(-10px)',
      zIndex: 2,
    },
    '&[aria-pressed="true"]': {
      transform: 'translateY(-22px)',
      boxShadow: `0 0 0 2px ${vars.color.background.primary}, ${vars.shadow.lg}`,
      zIndex: 1,
    },
    '&[data-full="true"]:not([aria-pressed="true"])': { filter: 'saturate(0.4) brightness(0.75)' },
  },
  '@media': {
    [media.sm]: { vars: { [arc]: arcSm } },
    [media.md]: { vars: { [arc]: arcMd } },
    [media.lg]: { vars: { [arc]: arcLg } },
    '(prefers-reduced-motion: no-preference)': {
      animation: `${dealIn} 420ms ${vars.motion.easing} backwards`,
      animationDelay: dealDelay,
    },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const order = style({
  position: 'absolute',
  insetInline: 0,
  top: -10,
  marginInline: 'auto',
  display: 'grid',
  placeItems: 'center',
  width: 22,
  height: 22,
  borderRadius: vars.radius.full,
  background: vars.color.background.primary,
  color: vars.color.foreground.onPrimary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  rotate: `calc(${arc} * -1 * ${tilt})`,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.xl,
  background: `radial-gradient(120% 90% at 50% 0%, ${vars.color.background.primarySoft}, ${vars.color.background.elevated} 70%)`,
  border: `1px solid ${vars.color.border.base}`,
  '@media': { [media.md]: { padding: vars.space[6] } },
});

export const pickHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[1],
  textAlign: 'center',
});

export const pickTitle = style({
  // Focused by the flow when its stage opens (tabindex -1), not a control: no ring.
  outline: 'none',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  wordBreak: 'keep-all',
});

export const pickStatus = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});

export const slots = style({
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

/** Ten places on a phone: small cards with their number; the names show from md up. */
export const compactSlots = style({});

const PHONE_TO_TABLET = 'screen and (max-width: 959.98px)';

export const slot = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[1],
  width: 56,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
  wordBreak: 'keep-all',
  '@media': {
    [PHONE_TO_TABLET]: { selectors: { [`${compactSlots} &`]: { width: 28, gap: 2 } } },
  },
});

export const slotName = style({
  '@media': {
    [PHONE_TO_TABLET]: {
      selectors: {
        [`${compactSlots} &`]: {
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clipPath: 'inset(50%)',
          whiteSpace: 'nowrap',
        },
      },
    },
  },
});

export const slotNumber = style({
  display: 'none',
  '@media': {
    [PHONE_TO_TABLET]: {
      selectors: { [`${compactSlots} &`]: { display: 'block' } },
    },
  },
});

export const slotCard = style({
  width: 40,
  aspectRatio: '3 / 5',
  borderRadius: 5,
  border: `1.5px dashed ${vars.color.border.strong}`,
  backgroundSize: 'cover',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': {
    [PHONE_TO_TABLET]: { selectors: { [`${compactSlots} &`]: { width: 26 } } },
  },
  selectors: {
    '&[data-filled="true"]': {
      border: 'none',
      backgroundColor: vars.color.background.sunken,
      backgroundImage: CARD_BACK,
      boxShadow: `0 0 0 2px ${vars.color.background.primary}`,
    },
  },
});

/** Floats above the fan (and the bottom bar on a phone) once every card is chosen. */
export const submitBar = style({
  display: 'flex',
  justifyContent: 'center',
  selectors: {
    '&[data-ready="true"]': {
      position: 'sticky',
      bottom: `calc(${vars.space[4]} + 64px)`,
      zIndex: 3,
    },
  },
  '@media': { [media.lg]: { selectors: { '&[data-ready="true"]': { bottom: vars.space[4] } } } },
});

export const submitButton = style({
  minWidth: 200,
  boxShadow: vars.shadow.lg,
});
