import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: the encoding would cost more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Text the portal makes per request (JSON answers, pages, captions) goes brotli or gzip by the caller's
 * `Accept-Encoding`. Files that are already compressed (photos, PDFs, videos, the pre-compressed client
 * build, which arrives with its own Content-Encoding) are left alone, and so is a range answer and an
 * event stream. Request bodies are never inflated: an upload arrives as sent. Registered after the
 * idempotency rule, so a kept answer is stored before it is compressed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes:
      /^(application\/(json|problem\+json|manifest\+json|javascript)|text\/(?!event-stream)|image\/svg\+xml)/,
    globalDecompression: false,
    // A streamed page's parts leave as they are written (its head first, decision 039), not when the
    // compressor's buffer fills. An answer sent whole is compressed in one piece either way.
    zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
    brotliOptions: { flush: zlib.constants.BROTLI_OPERATION_FLUSH },
  });
}
