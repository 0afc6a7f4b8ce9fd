import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Resolved next to the running code: from src/ this module sits in src/db/ beside migrations/;
// in the bundle it is inlined into dist/server.js and the build copies migrations/ to dist/.
export function migrationsFolder(): string {
  const folder = fileURLToPath(new URL('./migrations', import.meta.url));
  if (!existsSync(folder)) {
    throw new Error(`Migrations folder not found at ${folder}; run the build again.`);
  }
  return folder;
}
