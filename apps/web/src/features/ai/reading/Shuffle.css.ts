import { vars } from '@arcana/ui';
import { keyframes, style } from '@vanilla-extract/css';

const riffleLeft = keyframes({
  '0%, 100%': { transform: 'translateX(0) rotate(0deg)' },
  '30%': { transform: 'translateX(-64px) rotate(-8deg)' },
  '60%': { transform: 'translateX(0) rotate(0deg)' },
});

const riffleRight = keyframes({
  '0%, 100%': { transform: 'translateX(0) rotate(0deg)' },
  '30%': { transform: 'translateX(64px) rotate(8deg)' },
  '60%': { transform: 'translateX(0) rotate(0deg)' },
});

export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[5],
  paddingBlock: vars.space[10],
  borderRadius: vars.radius.xl,
  background: `radial-gradient(100% 80% at 50% 20%, ${vars.color.background.primarySoft}, ${vars.color.background.elevated} 75%)`,
  border: `1px solid ${vars.color.border.base}`,
  textAlign: 'center',
});

export const stack = style({ position: 'relative', width: 96, height: 160 });

export const card = style({
  position: 'absolute',
  inset: 0,
  borderRadius: 8,
  backgroundColor: vars.color.background.sunken,
  backgroundImage: 'url(/api/public/tarot-decks/card-back.svg)',
  backgroundSize: 'cover',
  boxShadow: vars.shadow.md,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animationDuration: '800ms',
      animationIterationCount: 2,
      animationTimingFunction: 'ease-in-out',
      selectors: {
        '&:nth-child(odd)': { animationName: riffleLeft },
        '&:nth-child(even)': { animationName: riffleRight },
      },
    },
  },
});

export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const hint = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });
