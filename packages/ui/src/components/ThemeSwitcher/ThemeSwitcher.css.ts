import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const group = recipe({
  base: { display: 'grid', gap: vars.space[2] },
  variants: {
    layout: {
      list: { gridTemplateColumns: '1fr' },
      segmented: {
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: vars.space[1],
        padding: vars.space[1],
        borderRadius: vars.radius.lg,
        backgroundColor: vars.color.background.sunken,
      },
    },
  },
});

export const option = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    minHeight: 44,
    border: '1px solid transparent',
    backgroundColor: 'transparent',
    color: vars.color.foreground.muted,
    textAlign: 'start',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-state="checked"]': { color: vars.color.foreground.base },
    },
  },
  variants: {
    layout: {
      list: {
        minHeight: 60,
        paddingInline: vars.space[4],
        paddingBlock: vars.space[3],
        borderRadius: vars.radius.lg,
        borderColor: vars.color.border.base,
        backgroundColor: vars.color.background.elevated,
        selectors: {
          '&[data-state="checked"]': {
            borderColor: vars.color.foreground.primary,
            backgroundColor: vars.color.background.primarySoft,
          },
        },
      },
      segmented: {
        justifyContent: 'center',
        gap: vars.space[2],
        paddingInline: vars.space[2],
        borderRadius: vars.radius.md,
        fontSize: vars.font.size.sm,
        fontWeight: vars.font.weight.medium,
        selectors: {
          '&[data-state="checked"]': {
            backgroundColor: vars.color.background.elevated,
            boxShadow: vars.shadow.sm,
            fontWeight: vars.font.weight.semibold,
          },
        },
      },
    },
  },
});

export const icon = style({
  flexShrink: 0,
  selectors: { '[data-state="checked"] > &': { color: vars.color.foreground.primary } },
});

export const text = style({ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.muted,
  lineHeight: vars.font.lineHeight.normal,
});

export const check = style({
  flexShrink: 0,
  color: vars.color.foreground.primary,
  opacity: 0,
  selectors: { '[data-state="checked"] > &': { opacity: 1 } },
});
