import { globalStyle, style } from '@vanilla-extract/css';

// On a phone the header holds the mark, 상담사센터, the bell, the counselor's name and 로그아웃.
// The shared header splits its width evenly between the logo and the actions, which left the
// name cut to "데모 …": here the logo takes only what it needs and the actions the rest, and
// below 480 px the product name's text gives way (the mark and the link's label still say it).
export const header = style({});

globalStyle(`${header} > div`, {
  gridTemplateColumns: 'auto 0 minmax(0, 1fr)',
});

export const logoLink = style({
  display: 'inline-flex',
  minWidth: 0,
  color: 'inherit',
  textDecoration: 'none',
});

globalStyle(`${logoLink} > span > span:not([class])`, {
  '@media': { '(max-width: 479px)': { display: 'none' } },
});
