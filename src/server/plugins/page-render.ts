import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MediaCatalogue } from '@shared/domain/media.js';
import type { ProgramSettings } from '@shared/domain/program-settings.js';
import { pickLocale, supportedLocale, type Locale } from '@shared/locale.js';
import {
  PAGE_DATA_ELEMENT,
  PENDING_SIGN_IN_COOKIE,
  pendingSignInKey,
  readPending,
  type PageData,
  type RenderedPage,
} from '@shared/page-data.js';

/** What the server build of the pages exports (src/client/app/server-page.tsx, built into dist/ssr). */
interface PagesModule {
  configurePages(settings: ProgramSettings, media: MediaCatalogue): void;
  homeOf(user: unknown): string;
  renderedPage(path: string): RenderedPage | null;
  renderPage(
    url: string,
    data: PageData,
    callbacks: {
      onAllReady(stream: { pipe(w: Writable): unknown }): void;
      onError(error: unknown): void;
      onPartError(error: unknown): void;
    },
  ): void;
}

/** Sends a page rendered by React on the server, or answers false when the path is not one of them. */
export type PageRenderer = (request: FastifyRequest, reply: FastifyReply, page: string) => Promise<boolean>;

/**
 * Pages answered with React's HTML for their route (decision 039): the built page (`index.html`, with the
 * program's settings) around the rendered screen, and the answers it was rendered with in a JSON block the
 * client's query cache starts from. The answers are the API's own, asked of the app in-process with the
 * request's cookie, so a rendered page shows exactly what the screen would have fetched.
 */
export async function pageRenderer(
  app: FastifyInstance,
  clientDir: string,
  settings: ProgramSettings,
  media: MediaCatalogue,
): Promise<PageRenderer | null> {
  const modulePath = join(clientDir, '..', 'ssr', 'server-page.js');
  if (!existsSync(modulePath)) return null;
  const pages = (await import(pathToFileURL(modulePath).href)) as PagesModule;
  pages.configurePages(settings, media);

  return async (request, reply, page) => {
    const path = request.url.split('?')[0]!;
    const wanted = pages.renderedPage(path);
    if (!wanted) return false;
    const cookie = request.headers.cookie;
    const answers = await Promise.all(
      wanted.queries.map(async ({ url, key, first }) => {
        const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        if (res.statusCode !== 200) return { key, status: res.statusCode, body: null };
        const body = res.json() as unknown;
        if (!first) return { key, status: 200, body };
        const entry = Array.isArray(body) ? (body[0] as unknown) : undefined;
        return { key, status: entry === undefined ? 404 : 200, body: entry ?? null };
      }),
    );
    const [session, ...rest] = answers;
    const user = session!.body as { locale?: string } | null;
    if (wanted.signedIn !== null && wanted.signedIn !== Boolean(user)) {
      reply.redirect(user ? pages.homeOf(user) : '/login', 303);
      return true;
    }
    // A screen whose answers the server could not give (a 403, an error) is left to the browser.
    if (rest.some((answer) => answer.status !== 200)) return false;
    const locale: Locale = user?.locale
      ? supportedLocale(user.locale)
      : pickLocale(acceptedLanguages(request.headers['accept-language']));
    const data: PageData = { locale, queries: answers.map(({ key, body }) => [key, body]) };
    const pending = user ? null : readPending(request.cookies[PENDING_SIGN_IN_COOKIE]);
    if (pending) data.queries.push([pendingSignInKey, pending]);
    const html = await render(pages, request.url, data, (err) =>
      request.log.warn({ err }, 'part of a page left to the browser'),
    );
    const [head, tail] = splitAtRoot(page);
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    reply
      .type('text/html; charset=utf-8')
      // A page with a person's data (their answers, the address a code went to) is never kept by a
      // browser or a proxy; the bare sign-in page is kept but asked again each time (it changes with the build).
      .header('cache-control', user || pending ? 'no-store' : 'no-cache')
      .header('vary', 'cookie, accept-language')
      .header('content-language', locale)
      .send(
        head.replace('<html lang="en">', `<html lang="${locale}">`) +
          html +
          tail.replace(
            '</body>',
            `<script type="application/json" id="${PAGE_DATA_ELEMENT}">${json}</script></body>`,
          ),
      );
    return true;
  };
}

/** The page's text around its root's placeholder (the boot screen a page the browser renders shows). */
function splitAtRoot(page: string): [string, string] {
  const match = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/.exec(page);
  if (!match) throw new Error('index.html: no <div id="root"> with a placeholder');
  return [
    page.slice(0, match.index) + '<div id="root">',
    '</div>' + page.slice(match.index + match[0].length),
  ];
}

function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
}

function render(
  pages: PagesModule,
  url: string,
  data: PageData,
  onPartError: (error: unknown) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    pages.renderPage(url, data, {
      onAllReady(stream) {
        let html = '';
        stream.pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              html += chunk.toString();
              done();
            },
            final(done) {
              resolve(html);
              done();
            },
          }),
        );
      },
      onError: reject,
      onPartError,
    });
  });
}
