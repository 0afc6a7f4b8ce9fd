import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import {
  contentTypeForKey,
  type FileStorage,
  isSafeStorageKey,
  UnsafeStorageKeyError,
} from './file-storage';

/**
 * The embedded default: files under one folder (env.uploadDir), the key as the relative path.
 * The content type follows from the key's extension, so no side file is needed.
 */
export function createLocalFolderStorage(rootFolder: string): FileStorage {
  const root = resolve(rootFolder);

  // The key check already rules out '..'; the prefix check is the second lock on the door.
  const pathOf = (key: string): string => {
    if (!isSafeStorageKey(key)) throw new UnsafeStorageKeyError(key);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new UnsafeStorageKeyError(key);
    return path;
  };

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      // The type is read back from the extension, so the two must agree when writing.
      if (contentTypeForKey(key) !== contentType) {
        throw new Error(`Key ${key} does not end in the extension of ${contentType}`);
      }
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.${randomUUID()}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async get(key) {
      if (!isSafeStorageKey(key)) return null;
      try {
        const bytes = await readFile(pathOf(key));
        return { bytes: new Uint8Array(bytes), contentType: contentTypeForKey(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      // An upload's folder goes with its last file; a folder still holding one stays.
      const folder = dirname(path);
      if (folder !== root) await rmdir(folder).catch(() => {});
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
