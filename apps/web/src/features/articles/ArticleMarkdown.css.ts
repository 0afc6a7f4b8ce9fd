import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// An article's own pictures inside the shared Markdown column (content/Markdown.css).

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  marginBlock: vars.space[2],
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.sunken,
});

export const caption = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});
