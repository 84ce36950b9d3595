import { createReadStream, statSync } from 'node:fs';
import { extname } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MEDIA_FOLDERS } from '@shared/domain/media.js';
import type { ErrorBody } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { MediaLibrary } from './media-catalogue.js';

const TYPES: Record<string, string> = {
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/**
 * Serves the catalogue's files at `/learning/<file>` and `/media/<file>`, nothing else: a name the
 * catalogue does not hold is 404, whatever lies in the folder. Byte ranges are answered (a player seeks and
 * resumes with them). Not cached for long: a program may replace a file under the same name.
 */
export function registerMediaRoutes(app: FastifyInstance, media: MediaLibrary): void {
  for (const folder of MEDIA_FOLDERS) {
    // Files, not API calls: outside the API document, like the page's own assets.
    app.get<{ Params: { file: string } }>(
      `/${folder}/:file`,
      { schema: { hide: true } },
      (request, reply) => {
        const path = media.fileFor(folder, request.params.file);
        if (!path) return notFound(reply);
        return sendFile(reply, path, request.headers.range);
      },
    );
  }
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ code: 'NOT_FOUND', message: t('errors.notFound') } satisfies ErrorBody);
}

function sendFile(reply: FastifyReply, path: string, range: string | undefined) {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    return notFound(reply);
  }
  reply
    .type(TYPES[extname(path)] ?? 'application/octet-stream')
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'public, max-age=3600');
  const wanted = range ? byteRange(range, size) : null;
  if (wanted === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${size}`).send();
  }
  if (wanted) {
    const [start, end] = wanted;
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1);
    return reply.send(createReadStream(path, { start, end }));
  }
  reply.header('content-length', size);
  return reply.send(createReadStream(path));
}

/**
 * One range of `bytes=a-b`, `bytes=a-` or `bytes=-n`; null (the whole file) for anything else, as a
 * server may; 'unsatisfiable' when it starts past the end.
 */
export function byteRange(header: string, size: number): [number, number] | null | 'unsatisfiable' {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return [start, end];
}
