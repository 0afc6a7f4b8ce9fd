import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSafeStorageKey } from './file-storage';
import { createLocalFolderStorage } from './local-folder-storage';

let parent: string;
let root: string;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'arcana-storage-'));
  root = join(parent, 'uploads');
  // A file beside the root that a traversal would reach.
  await writeFile(join(parent, 'secret.png'), 'not for you');
});

afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('isSafeStorageKey', () => {
  it.each([
    'a.png',
    '0f8e6b0e-6c3b-4a57-9a0c-3c7d9f0e2b11/original.jpg',
    '0f8e6b0e-6c3b-4a57-9a0c-3c7d9f0e2b11/w150.webp',
  ])('accepts %s', (key) => {
    expect(isSafeStorageKey(key)).toBe(true);
  });

  it.each([
    '',
    '../secret.png',
    'a/../../secret.png',
    './a.png',
    '/etc/passwd',
    'a//b.png',
    'a\\b.png',
    'A.png',
    'a.png/',
    '.hidden',
    'a..png',
    'a%2f..%2fb.png',
    `${'a'.repeat(201)}`,
  ])('refuses %j', (key) => {
    expect(isSafeStorageKey(key)).toBe(false);
  });
});

describe('createLocalFolderStorage', () => {
  it('stores, reads back with the content type of the extension, and deletes', async () => {
    const storage = createLocalFolderStorage(root);
    await storage.put('u1/original.png', new Uint8Array([1, 2, 3]), 'image/png');
    expect(await storage.get('u1/original.png')).toEqual({
      bytes: new Uint8Array([1, 2, 3]),
      contentType: 'image/png',
    });
    await storage.delete('u1/original.png');
    expect(await storage.get('u1/original.png')).toBeNull();
    await storage.delete('u1/original.png');
  });

  it('leaves no partial file behind', async () => {
    const storage = createLocalFolderStorage(root);
    await storage.put('u2/w150.webp', new Uint8Array([9]), 'image/webp');
    expect(await readdir(join(root, 'u2'))).toEqual(['w150.webp']);
  });

  it('answers null for a missing key, a folder and an unsafe key', async () => {
    const storage = createLocalFolderStorage(root);
    expect(await storage.get('nothing.png')).toBeNull();
    await storage.put('u3/a.png', new Uint8Array([1]), 'image/png');
    expect(await storage.get('u3')).toBeNull();
    expect(await storage.get('../secret.png')).toBeNull();
  });

  it('refuses to write or delete outside its folder', async () => {
    const storage = createLocalFolderStorage(root);
    await expect(storage.put('../secret.png', new Uint8Array([1]), 'image/png')).rejects.toThrow(
      'Unsafe storage key',
    );
    await expect(storage.delete('../secret.png')).rejects.toThrow('Unsafe storage key');
  });

  it('refuses a content type that disagrees with the extension', async () => {
    const storage = createLocalFolderStorage(root);
    await expect(storage.put('u4/a.png', new Uint8Array([1]), 'text/html')).rejects.toThrow(
      'does not end in the extension',
    );
  });
});
