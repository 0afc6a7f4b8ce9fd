import { createTheme, globalStyle } from '@vanilla-extract/css';
import { baseTokens } from './base-tokens.ts';
import { type ThemeTokens, vars } from './contract.css.ts';

// light: shared by both apps. Purple-pink primary dark enough to carry white text (5.4:1).
export const lightTokens: ThemeTokens = {
  ...baseTokens,
  color: {
    background: {
      base: '#FFFFFF',
      elevated: '#FFFFFF',
      sunken: '#F7F5FA',
      overlay: 'rgba(23, 19, 28, 0.5)',
      primary: '#A52FD0',
      primarySoft: '#F6E9FB',
      danger: '#D42A36',
      dangerSoft: '#FDECEE',
      success: '#16A34A',
      warning: '#D97706',
      info: '#2563EB',
    },
    foreground: {
      base: '#17131C',
      muted: '#5E5869',
      subtle: '#736D7E',
      onPrimary: '#FFFFFF',
      primary: '#A52FD0',
      danger: '#C8232F',
      success: '#1B7F50',
      link: '#8A22B8',
    },
    border: { base: '#E7E2EE', strong: '#8F879B', focus: '#A52FD0' },
    availability: { on: '#16A34A', off: '#8F879B', busy: '#D97706', counseling: '#2563EB' },
    message: {
      sentBackground: '#A52FD0',
      sentForeground: '#FFFFFF',
      receivedBackground: '#F1EDF5',
      receivedForeground: '#17131C',
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(23, 19, 28, 0.06)',
    md: '0 4px 12px rgba(23, 19, 28, 0.08)',
    lg: '0 12px 32px rgba(23, 19, 28, 0.12)',
  },
};

export const lightTheme = createTheme(vars, lightTokens, 'light');

globalStyle(lightTheme, { colorScheme: 'light' });
