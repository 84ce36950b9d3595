import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decrypt, encryptedStorage, keyIdOf } from '@server/adapters/storage/encrypted.js';
import { localStorage } from '@server/adapters/storage/local.js';
import { rotateFileKeys } from '@server/adapters/storage/rotate.js';
import { agreements, uploads } from '@server/db/schema/index.js';
import { storageFromEnv } from '@server/adapters/storage/from-env.js';
import { loadEnv } from '@server/env.js';
import { startTestPortal, type TestPortal } from './harness.js';

const keyA = randomBytes(32);
const keyB = randomBytes(32);
const put = (s: ReturnType<typeof encryptedStorage>, key: string, text: string) =>
  s.put(key, Readable.from([Buffer.from(text)]), Buffer.byteLength(text));

describe('file encryption keys', () => {
  it('names the key in each object, reads old keys after a rotation, and reseals with the new one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-keys-'));
    const before = encryptedStorage(localStorage(dir), keyA);
    await put(before, 'object-one-0123456789', 'first photo');
    const raw = readFileSync(join(dir, 'object-one-0123456789'));
    expect(raw.subarray(0, 4).toString()).toBe('FWE2');
    expect(raw.subarray(4, 12).toString('hex')).toBe(keyIdOf(keyA));
    expect(raw.includes(Buffer.from('first photo'))).toBe(false);

    const after = encryptedStorage(localStorage(dir), keyB, [keyA]);
    expect((await after.get('object-one-0123456789'))!.toString()).toBe('first photo');
    expect(await after.keyIdOf('object-one-0123456789')).toBe(keyIdOf(keyA));
    await put(after, 'object-two-0123456789', 'second photo');
    expect(await after.keyIdOf('object-two-0123456789')).toBe(keyIdOf(keyB));

    const onlyNew = encryptedStorage(localStorage(dir), keyB);
    await expect(onlyNew.get('object-one-0123456789')).rejects.toThrow(/no file key with id/);
    await after.reseal('object-one-0123456789');
    expect((await onlyNew.get('object-one-0123456789'))!.toString()).toBe('first photo');
    expect(decrypt(readFileSync(join(dir, 'object-one-0123456789')), keyB).toString()).toBe('first photo');
  });

  it('still reads files of the first format (no key id) with whichever configured key opens them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-keys-'));
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', keyA, iv);
    const body = Buffer.concat([cipher.update('an old photo'), cipher.final()]);
    writeFileSync(
      join(dir, 'legacy-object-0123456'),
      Buffer.concat([Buffer.from('FWE1'), iv, body, cipher.getAuthTag()]),
    );
    const storage = encryptedStorage(localStorage(dir), keyB, [keyA]);
    expect((await storage.get('legacy-object-0123456'))!.toString()).toBe('an old photo');
    expect(await storage.keyIdOf('legacy-object-0123456')).toBeNull();
    await expect(encryptedStorage(localStorage(dir), keyB).get('legacy-object-0123456')).rejects.toThrow();
  });
});

describe('rotating the key of every stored file', () => {
  let portal: TestPortal;
  const filesDir = mkdtempSync(join(tmpdir(), 'portal-rotate-'));
  beforeAll(async () => {
    portal = await startTestPortal({ FILE_ENCRYPTION_KEY: keyA.toString('base64') }, { filesDir });
  });
  afterAll(async () => {
    await portal.close();
  });

  it('reseals the demo uploads with the new key; the portal reads them; a second run has nothing to do', async () => {
    // The demo's document photos and the graduate's signed agreement PDF.
    const rows = [
      ...(await portal.database.db.select({ key: uploads.objectKey }).from(uploads)),
      ...(await portal.database.db
        .select({ key: agreements.objectKey })
        .from(agreements)
        .where(isNotNull(agreements.objectKey))),
    ];
    expect(rows.length).toBeGreaterThan(1);
    const env = loadEnv({
      FILE_ENCRYPTION_KEY: keyB.toString('base64'),
      FILE_ENCRYPTION_OLD_KEYS: keyA.toString('base64'),
    });
    const storage = storageFromEnv(env, filesDir, keyB);
    const first = await rotateFileKeys(portal.database.db, storage);
    expect(first).toEqual({ resealed: rows.length, current: 0, missing: 0 });
    expect(await rotateFileKeys(portal.database.db, storage)).toEqual({
      resealed: 0,
      current: rows.length,
      missing: 0,
    });
    const onlyNew = storageFromEnv(loadEnv({}), filesDir, keyB);
    for (const { key } of rows) {
      expect(await onlyNew.keyIdOf(key!)).toBe(keyIdOf(keyB));
      // A JPEG photo or the signed PDF, readable with the new key alone.
      const head = (await onlyNew.get(key!))!.subarray(0, 3);
      expect([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('%PD')]).toContainEqual(head);
    }
  });
});
