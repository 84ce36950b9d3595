import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { StoragePort } from '@server/ports/storage.js';

/** The first format, kept readable: MAGIC1 | IV | ciphertext | tag, no key id. */
const MAGIC1 = Buffer.from('FWE1');
/** The current format: MAGIC2 | key id | IV | ciphertext | tag. */
const MAGIC2 = Buffer.from('FWE2');
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Bytes an encrypted object adds to its plaintext. */
const OVERHEAD = 4 + KEY_ID_BYTES + IV_BYTES + TAG_BYTES;

/** A key's id: the first bytes of its SHA-256, so the id names the key without revealing it. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest().subarray(0, KEY_ID_BYTES).toString('hex');
}

export interface EncryptedStorage extends StoragePort {
  /** The id of the key an object is sealed with, or null when it is missing or in the first format. */
  keyIdOf(objectKey: string): Promise<string | null>;
  /** Opens an object with whichever known key sealed it and seals it again with the current key. */
  reseal(objectKey: string): Promise<boolean>;
  readonly currentKeyId: string;
}

/**
 * AES-256-GCM around any storage: an object is MAGIC2 | key id | IV | ciphertext | tag. Encryption streams,
 * so a large photo never sits whole in memory on the way in; reading verifies the tag before returning
 * bytes. New objects use `key`; `oldKeys` stay readable after a rotation (each object names its key).
 */
export function encryptedStorage(inner: StoragePort, key: Buffer, oldKeys: Buffer[] = []): EncryptedStorage {
  for (const k of [key, ...oldKeys])
    if (k.length !== 32) throw new Error('a file encryption key must be 32 bytes');
  const currentKeyId = keyIdOf(key);
  const keys = new Map([key, ...oldKeys].map((k) => [keyIdOf(k), k]));

  function open(stored: Buffer): Buffer {
    if (stored.length >= OVERHEAD && stored.subarray(0, 4).equals(MAGIC2)) {
      const id = stored.subarray(4, 4 + KEY_ID_BYTES).toString('hex');
      const k = keys.get(id);
      if (!k) throw new Error(`no file key with id ${id} is configured (FILE_ENCRYPTION_OLD_KEYS)`);
      return decryptBody(stored.subarray(4 + KEY_ID_BYTES), k);
    }
    if (stored.length >= 4 + IV_BYTES + TAG_BYTES && stored.subarray(0, 4).equals(MAGIC1)) {
      // The first format names no key: the GCM tag tells which of the known keys sealed it.
      for (const k of keys.values()) {
        try {
          return decryptBody(stored.subarray(4), k);
        } catch {
          /* try the next key */
        }
      }
      throw new Error('no configured file key opens this object');
    }
    throw new Error('not an encrypted object');
  }

  async function put(objectKey: string, body: Readable, length: number) {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const header = Buffer.concat([MAGIC2, Buffer.from(currentKeyId, 'hex'), iv]);
    let headerSent = false;
    const sealed = new Transform({
      transform(chunk: Buffer, _enc, done) {
        if (!headerSent) {
          this.push(header);
          headerSent = true;
        }
        done(null, cipher.update(chunk));
      },
      flush(done) {
        if (!headerSent) this.push(header);
        this.push(cipher.final());
        done(null, cipher.getAuthTag());
      },
    });
    body.on('error', (err) => sealed.destroy(err));
    await inner.put(objectKey, body.pipe(sealed), length + OVERHEAD);
  }

  return {
    ...inner,
    currentKeyId,
    put,
    async get(objectKey) {
      const stored = await inner.get(objectKey);
      return stored ? open(stored) : null;
    },
    async keyIdOf(objectKey) {
      const stored = await inner.get(objectKey);
      if (!stored || !stored.subarray(0, 4).equals(MAGIC2)) return null;
      return stored.subarray(4, 4 + KEY_ID_BYTES).toString('hex');
    },
    async reseal(objectKey) {
      const stored = await inner.get(objectKey);
      if (!stored) return false;
      const plain = open(stored);
      // Written under the same name: storage puts are whole-object replacements (rename, or an S3 PUT).
      await put(objectKey, Readable.from([plain]), plain.length);
      return true;
    },
  };
}

function decryptBody(body: Buffer, key: Buffer): Buffer {
  const iv = body.subarray(0, IV_BYTES);
  const tag = body.subarray(body.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)), decipher.final()]);
}

/** Opens one stored object with a single key, in either format (used by tests and tools). */
export function decrypt(stored: Buffer, key: Buffer): Buffer {
  const magic = stored.subarray(0, 4);
  if (magic.equals(MAGIC2)) {
    if (stored.subarray(4, 4 + KEY_ID_BYTES).toString('hex') !== keyIdOf(key)) {
      throw new Error('sealed with another key');
    }
    return decryptBody(stored.subarray(4 + KEY_ID_BYTES), key);
  }
  if (magic.equals(MAGIC1)) return decryptBody(stored.subarray(4), key);
  throw new Error('not an encrypted object');
}
