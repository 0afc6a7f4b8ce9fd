import { style } from '@vanilla-extract/css';
import { safeAreaVars } from '../../global.css.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  paddingTop: safeAreaVars.top,
  paddingLeft: safeAreaVars.left,
  paddingRight: safeAreaVars.right,
  backgroundColor: vars.color.background.base,
  borderBottom: `1px solid ${vars.color.border.base}`,
});

export const bar = style({
  display: 'grid',
  // Equal side columns keep the title centred whatever the slots hold.
  gridTemplateColumns: 'minmax(44px, 1fr) auto minmax(44px, 1fr)',
  alignItems: 'center',
  gap: vars.space[2],
  height: 56,
  // Same outer width as the layouts' content column (1200 + padding) so edges line up.
  maxWidth: `calc(1200px + 2 * ${vars.space[6]})`,
  marginInline: 'auto',
  paddingInline: vars.space[2],
  '@media': { [media.desktop]: { height: 64, paddingInline: vars.space[6] } },
});

export const start = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  minWidth: 0,
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space[1],
  minWidth: 0,
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
