import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@shared/errors.js';
import { PROGRAM_SETTINGS_ELEMENT, type ProgramSettings } from '@shared/domain/program-settings.js';
import { MEDIA_CATALOGUE_ELEMENT, type MediaCatalogue } from '@shared/domain/media.js';
import { t } from '@shared/i18n.js';
import { clientDir } from '../paths.js';
import { pageRenderer } from './page-render.js';

/**
 * Serves the built SPA. Hashed assets are cached for a year; index.html and the service worker never,
 * so an update reaches phones on the next check. Unknown non-API paths get index.html (client routing).
 */
export async function registerStaticClient(
  app: FastifyInstance,
  settings: ProgramSettings,
  media: MediaCatalogue = {},
): Promise<void> {
  const indexPath = join(clientDir, 'index.html');
  const hasClient = existsSync(indexPath);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The page carries the program's settings: it is always made below, never the file as built.
      allowedPath: (path) => path !== '/index.html',
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
  }
  const indexHtml = hasClient
    ? withMediaCatalogue(withProgramSettings(readFileSync(indexPath, 'utf8'), settings), media)
    : null;
  const renderPage = indexHtml ? await pageRenderer(app, clientDir, settings, media) : null;
  registerWorkerVersion(app);

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/dev/');
    if (
      !isApi &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      indexHtml &&
      (!/\.[a-z0-9]+(\?.*)?$/i.test(url) || url.split('?')[0] === '/index.html')
    ) {
      if (renderPage && request.method === 'GET' && (await renderPage(request, reply, indexHtml)))
        return reply;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .send(indexHtml);
    }
    // A known path asked with a method it does not have was answered 405 already (plugins/methods.ts).
    return reply.status(404).send({ code: 'NOT_FOUND', message: t('errors.notFound') } satisfies ErrorBody);
  });
}

/**
 * The program's settings (phone, text number, Help Center, privacy contact, hours) go into the page as a
 * JSON block the browser reads before its first render: no request of their own (decisions 036 and 037).
 * A data block is not a script, so the page's policy of no inline script stands. The service worker's
 * copy of the page is fetched from here too, so it carries them as well.
 */
function withProgramSettings(html: string, settings: ProgramSettings): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return html.replace(
    '</head>',
    `<script type="application/json" id="${PROGRAM_SETTINGS_ELEMENT}">${json}</script></head>`,
  );
}

/**
 * The videos the server found at start (src/server/media/media-catalogue.ts) go into the page the same way:
 * every length and size a screen shows is read from the files, and a video not found shows no player.
 */
export function withMediaCatalogue(html: string, media: MediaCatalogue): string {
  const json = JSON.stringify(media).replace(/</g, '\\u003c');
  return html.replace(
    '</head>',
    `<script type="application/json" id="${MEDIA_CATALOGUE_ELEMENT}">${json}</script></head>`,
  );
}

/**
 * The update check's target (spec: every 30 seconds): the service worker's version as a short strong
 * ETag, answered with a bare 304 while it has not changed. Each check then costs about 135 bytes down, so
 * an idle hour stays near 16 KB; a conditional request of the worker script itself carried twice that in
 * the static plugin's headers. The browser fetches the worker script only when this answer changes.
 */
function registerWorkerVersion(app: FastifyInstance): void {
  const workerPath = join(clientDir, 'service-worker.js');
  const version = existsSync(workerPath)
    ? createHash('sha256').update(readFileSync(workerPath)).digest('base64url').slice(0, 10)
    : 'none';
  const etag = `"${version}"`;
  app.get(WORKER_VERSION_PATH, (request, reply) => {
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      // Naming the connection ourselves keeps Node from adding a "Keep-Alive: timeout" line to each check.
      if (!/close/i.test(request.headers.connection ?? '')) reply.header('connection', 'keep-alive');
      return reply.status(304).send();
    }
    return reply.type('text/plain').send(version);
  });
}

const WORKER_VERSION_PATH = '/service-worker-version';
