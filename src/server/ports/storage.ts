import type { Readable } from 'node:stream';

/** Object storage for uploaded files (spec: the "spaces" bucket). Keys are opaque random names. */
export interface StoragePort {
  /** Writes the whole stream (of `length` bytes) under `key`; resolves once the object is durable. */
  put(key: string, body: Readable, length: number): Promise<void>;
  /** The stored bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Whether an object exists (used by tests and clean-up). */
  has(key: string): Promise<boolean>;
}
