import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { StoragePort } from '@server/ports/storage.js';

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

const missing = (err: unknown) =>
  err instanceof NoSuchKey ||
  err instanceof NotFound ||
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Objects in an S3-compatible bucket (AWS, DigitalOcean Spaces, MinIO…); private, never public-read. */
export function s3Storage(config: S3Config): StoragePort {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where the API demands them: plain signed PUTs work on every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    async put(Key, body, length) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key,
          Body: body,
          ContentLength: length,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    async get(Key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async remove(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async has(Key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
  };
}
