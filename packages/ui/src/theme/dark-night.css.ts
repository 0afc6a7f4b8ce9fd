import { createTheme, globalStyle } from '@vanilla-extract/css';
import { baseTokens } from './base-tokens.ts';
import { type ThemeTokens, vars } from './contract.css.ts';

// darkNight: the counselor back office's dark theme. Deep navy with a teal-green primary, so a
// counselor can tell the back office from the user app at a glance.
export const darkNightTokens: ThemeTokens = {
  ...baseTokens,
  color: {
    background: {
      base: '#0E1420',
      elevated: '#172033',
      sunken: '#0A0F18',
      overlay: 'rgba(3, 6, 12, 0.68)',
      primary: '#2ED3B7',
      primarySoft: '#123A3C',
      danger: '#F26B6B',
      dangerSoft: '#3A1E27',
      success: '#4ADE9B',
      warning: '#F5B942',
      info: '#6AA8FF',
    },
    foreground: {
      base: '#E8EEF7',
      muted: '#9BA8BC',
      subtle: '#75839A',
      onPrimary: '#04211C',
      primary: '#2ED3B7',
      danger: '#FF8A8A',
      success: '#4ADE9B',
      link: '#6EE7D2',
    },
    border: { base: '#243049', strong: '#5A6886', focus: '#5EEAD4' },
    availability: { on: '#2ED3B7', off: '#8693A8', busy: '#F5B942', counseling: '#6AA8FF' },
    message: {
      sentBackground: '#2ED3B7',
      sentForeground: '#04211C',
      receivedBackground: '#1C273D',
      receivedForeground: '#E8EEF7',
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.45)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};

export const darkNightTheme = createTheme(vars, darkNightTokens, 'darkNight');

globalStyle(darkNightTheme, { colorScheme: 'dark' });
