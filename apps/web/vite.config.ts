import { fileURLToPath } from 'node:url';
import { arcanaAppConfig } from '@arcana/app-shell/vite';
import { defineConfig } from 'vite';

export default defineConfig(
  arcanaAppConfig({ app: 'web', port: 5173, root: fileURLToPath(new URL('.', import.meta.url)) }),
);
