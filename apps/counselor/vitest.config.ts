import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// The app's modules reach ui's .css.ts files through app-shell, so styles compile here too.
export default defineConfig({ plugins: [vanillaExtractPlugin()], test: { environment: 'node' } });
