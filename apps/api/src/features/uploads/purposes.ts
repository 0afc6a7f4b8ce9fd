import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UploadRow } from './repository';

/** Who may see a PRIVATE upload attached to a purpose, besides its owner (always). */
export type UploadAccessRule = (viewerUserId: number, upload: UploadRow) => Promise<boolean>;

/**
 * What a feature declares before it stores upload ids: a name (stored on the upload), the
 * visibility an upload must have to be attached to it, and every column where the feature
 * keeps such ids — `src/upload-columns.test.ts` fails on a column holding upload ids that no
 * purpose lists, because an unregistered column is where an in-use file would be swept.
 */
export type UploadPurpose =
  | { name: string; visibility: 'PUBLIC'; columns: AnyPgColumn[] }
  | { name: string; visibility: 'PRIVATE'; columns: AnyPgColumn[]; canView: UploadAccessRule };

export function createUploadPurposes() {
  const byName = new Map<string, UploadPurpose>();
  return {
    register(purpose: UploadPurpose): void {
      if (byName.has(purpose.name)) {
        throw new Error(`Upload purpose ${purpose.name} is registered twice`);
      }
      byName.set(purpose.name, purpose);
    },
    get(name: string): UploadPurpose | undefined {
      return byName.get(name);
    },
    all(): UploadPurpose[] {
      return [...byName.values()];
    },
  };
}

export type UploadPurposes = ReturnType<typeof createUploadPurposes>;
