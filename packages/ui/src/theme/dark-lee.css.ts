import { createTheme, globalStyle } from '@vanilla-extract/css';
import { baseTokens } from './base-tokens.ts';
import { type ThemeTokens, vars } from './contract.css.ts';

// darkLee: the default dark theme of the web app. Green primary on a green-tinted near-black.
export const darkLeeTokens: ThemeTokens = {
  ...baseTokens,
  color: {
    background: {
      base: '#0F1412',
      elevated: '#18201C',
      sunken: '#0A0E0C',
      overlay: 'rgba(0, 0, 0, 0.64)',
      primary: '#3DDC97',
      primarySoft: '#17362A',
      danger: '#F2666C',
      dangerSoft: '#3A1D1F',
      success: '#3DDC97',
      warning: '#F5B942',
      info: '#5AB0FF',
    },
    foreground: {
      base: '#EEF3F0',
      muted: '#A3B1AA',
      subtle: '#7C8A83',
      onPrimary: '#05241A',
      primary: '#3DDC97',
      danger: '#FF7B80',
      success: '#5BE3A5',
      link: '#72E6B6',
    },
    border: { base: '#26302B', strong: '#5B6B63', focus: '#7CF0BF' },
    availability: { on: '#3DDC97', off: '#8A968F', busy: '#F5B942', counseling: '#5AB0FF' },
    message: {
      sentBackground: '#3DDC97',
      sentForeground: '#05241A',
      receivedBackground: '#1E2925',
      receivedForeground: '#EEF3F0',
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
};

export const darkLeeTheme = createTheme(vars, darkLeeTokens, 'darkLee');

globalStyle(darkLeeTheme, { colorScheme: 'dark' });
