import type { Env } from '@server/env.js';
import { encryptedStorage, type EncryptedStorage } from './encrypted.js';
import { localStorage } from './local.js';
import { s3Storage } from './s3.js';

/** Encrypted file storage as configured: an S3-compatible bucket, or a local folder; old keys stay readable. */
export function storageFromEnv(env: Env, filesDir: string, fileKey: Buffer): EncryptedStorage {
  return encryptedStorage(
    env.S3_BUCKET
      ? s3Storage({
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        })
      : localStorage(filesDir),
    fileKey,
    env.FILE_ENCRYPTION_OLD_KEYS.map((k) => Buffer.from(k, 'base64')),
  );
}
