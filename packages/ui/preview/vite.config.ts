import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Visual check only: `pnpm --filter @arcana/ui preview`, then open http://127.0.0.1:6100/.
export default defineConfig({ plugins: [react(), vanillaExtractPlugin()] });
