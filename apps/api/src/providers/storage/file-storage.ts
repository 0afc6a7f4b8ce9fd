/**
 * Where uploaded files live. Keys are chosen by the api, never by a client, and are checked by
 * `isSafeStorageKey` anyway so a storage adapter can never be steered outside its root.
 */
export type FileStorage = {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes and their content type, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
};

export type StoredFile = { bytes: Uint8Array<ArrayBuffer>; contentType: string };

// Lower-case segments of letters, digits, '-', '_' and one inner '.', separated by '/': no
// empty, '.' or '..' segment, no backslash, no leading slash, nothing a file system or an
// object store could read as a different place.
const SEGMENT = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9]+)?$/;
export const STORAGE_KEY_MAX_LENGTH = 200;

export function isSafeStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > STORAGE_KEY_MAX_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export class UnsafeStorageKeyError extends Error {
  override name = 'UnsafeStorageKeyError';
  constructor(key: string) {
    super(`Unsafe storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

/** Content types by file extension: the storage keys end in the extension of what they hold. */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export function contentTypeForKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
