import { fileURLToPath } from 'node:url';
import { arcanaAppConfig } from '@arcana/app-shell/vite';
import { defineConfig } from 'vite';

export default defineConfig(
  arcanaAppConfig({
    app: 'counselor',
    port: 5174,
    root: fileURLToPath(new URL('.', import.meta.url)),
  }),
);
