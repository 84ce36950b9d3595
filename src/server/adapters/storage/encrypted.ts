import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import type { StoragePort } from '../../ports/storage.js';

const MAGIC = Buffer.from('FWE1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Bytes an encrypted object adds to its plaintext. */
export const OVERHEAD = 4 + IV_BYTES + TAG_BYTES;

/**
 * AES-256-GCM around any storage: an object is MAGIC | IV | ciphertext | tag. Encryption streams, so a
 * large photo never sits whole in memory on the way in; reading verifies the tag before returning bytes.
 */
export function encryptedStorage(inner: StoragePort, key: Buffer): StoragePort {
  if (key.length !== 32) throw new Error('the file encryption key must be 32 bytes');
  return {
    ...inner,
    async put(objectKey, body, length) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      let headerSent = false;
      const sealed = new Transform({
        transform(chunk: Buffer, _enc, done) {
          if (!headerSent) {
            this.push(Buffer.concat([MAGIC, iv]));
            headerSent = true;
          }
          done(null, cipher.update(chunk));
        },
        flush(done) {
          if (!headerSent) this.push(Buffer.concat([MAGIC, iv]));
          this.push(cipher.final());
          done(null, cipher.getAuthTag());
        },
      });
      body.on('error', (err) => sealed.destroy(err));
      await inner.put(objectKey, body.pipe(sealed), length + OVERHEAD);
    },
    async get(objectKey) {
      const stored = await inner.get(objectKey);
      if (!stored) return null;
      return decrypt(stored, key);
    },
  };
}

export function decrypt(stored: Buffer, key: Buffer): Buffer {
  if (stored.length < MAGIC.length + IV_BYTES + TAG_BYTES || !stored.subarray(0, 4).equals(MAGIC)) {
    throw new Error('not an encrypted object');
  }
  const iv = stored.subarray(4, 4 + IV_BYTES);
  const tag = stored.subarray(stored.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(stored.subarray(4 + IV_BYTES, stored.length - TAG_BYTES)),
    decipher.final(),
  ]);
}
