import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MediaCatalogue } from '@shared/domain/media.js';
import type { ProgramSettings } from '@shared/domain/program-settings.js';
import { pickLocale, supportedLocale, type Locale } from '@shared/locale.js';
import { drawnScreenLinks } from './drawn-screen-links.js';
import {
  PAGE_DATA_ELEMENT,
  PENDING_SIGN_IN_COOKIE,
  pendingSignInKey,
  readPending,
  type PageData,
  type RenderedPage,
} from '@shared/page-data.js';

type ReadAnswer = (url: string, headers: Record<string, string>) => Promise<{ status: number; body: string }>;

/** What the server build of the pages exports (src/client/app/server-page.tsx, built into dist/ssr). */
interface PagesModule {
  configurePages(settings: ProgramSettings, media: MediaCatalogue): void;
  homeOf(user: unknown): string;
  mayOpen(user: unknown, path: string): boolean;
  renderedPage(path: string): RenderedPage | null;
  renderPage(
    url: string,
    start: PageData,
    read: ReadAnswer,
    events: { onFirstRender(screens: string[]): void; onPartError(error: unknown): void },
  ): Promise<{ redirect: string } | { html: string; data: PageData; screens: string[] }>;
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
  const linksFor = drawnScreenLinks(clientDir);

  return async (request, reply, page) => {
    const path = request.url.split('?')[0]!;
    const wanted = pages.renderedPage(path);
    if (!wanted) return false;
    const cookie = request.headers.cookie;
    const read: ReadAnswer = async (url, headers) => {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
      });
      return { status: res.statusCode, body: res.payload };
    };
    const answers = await Promise.all(
      wanted.queries.map(async ({ url, key, first }) => {
        const { status, body: text } = await read(url, {});
        // The session's 401 is an answer: signed out, which the client reads as null (lib/session.ts).
        if (status === 401 && key === wanted.queries[0]!.key) return { key, status: 200, body: null };
        if (status !== 200) return { key, status, body: null };
        const body = JSON.parse(text) as unknown;
        if (!first) return { key, status: 200, body };
        const entry = Array.isArray(body) ? (body[0] as unknown) : undefined;
        return { key, status: entry === undefined ? 404 : 200, body: entry ?? null };
      }),
    );
    const user = answers[0]!.body as { locale?: string } | null;
    if (wanted.signedIn !== null && wanted.signedIn !== Boolean(user)) {
      reply.redirect(user ? pages.homeOf(user) : '/login', 303);
      return true;
    }
    // The app's own gate, as the browser would apply it: a screen not yet (or no longer) theirs.
    if (user && wanted.signedIn && !pages.mayOpen(user, path)) {
      reply.redirect(pages.homeOf(user), 303);
      return true;
    }
    const locale: Locale = user?.locale
      ? supportedLocale(user.locale)
      : pickLocale(acceptedLanguages(request.headers['accept-language']));
    // An answer the server could not give (a 404, a refusal) is not a start: the screen asks for what it needs.
    const start: PageData = {
      locale,
      queries: answers.filter((a) => a.status === 200).map(({ key, body }) => [key, body]),
    };
    const pending = user ? null : readPending(request.cookies[PENDING_SIGN_IN_COOKIE]);
    if (pending) start.queries.push([pendingSignInKey, pending]);
    const [head, placeholder, tail] = splitAtRoot(page);
    // The page streams (decision 039): once its first render shows the screen is theirs to see (no
    // redirect), the head goes at once, so the phone fetches the styles and the scripts while the server
    // asks for the screen's answers. A module script runs only once the whole page is in.
    const body = new PassThrough();
    let open = false;
    let sent = '';
    const openPage = (screens: string[]) => {
      if (open) return;
      open = true;
      reply
        .type('text/html; charset=utf-8')
        // A page with a person's data (their answers, the address a code went to) is never kept by a
        // browser or a proxy; the bare sign-in page is kept but asked again each time (it changes with the build).
        .header('cache-control', user || pending ? 'no-store' : 'no-cache')
        .header('vary', 'cookie, accept-language')
        .header('content-language', locale)
        .send(body);
      sent = head
        .replace('<html lang="en">', `<html lang="${locale}">`)
        .replace('</head>', `${linksFor(screens, head)}</head>`);
      body.write(sent);
    };
    let rendered: Awaited<ReturnType<PagesModule['renderPage']>> | null;
    try {
      rendered = await pages.renderPage(request.url, start, read, {
        onFirstRender: openPage,
        onPartError: (err) => request.log.warn({ err }, 'part of a page left to the browser'),
      });
    } catch (err) {
      // A screen that cannot be drawn here at all is drawn by the browser, as before the server rendered it.
      request.log.warn({ err }, 'page left to the browser');
      rendered = null;
    }
    if (rendered && 'redirect' in rendered && !open) {
      reply.redirect(rendered.redirect, 303);
      return true;
    }
    if (!rendered || 'redirect' in rendered) {
      if (!open) return false;
      // Too late for a redirect or the server's page: the browser renders the screen (and goes on) itself.
      body.end(placeholder + tail);
      return true;
    }
    const json = JSON.stringify(rendered.data).replace(/</g, '\\u003c');
    openPage(rendered.screens);
    // A screen found only by a later render (a step whose kind its answer told): its links lead the body.
    body.end(
      linksFor(rendered.screens, sent) +
        rendered.html +
        tail.replace(
          '</body>',
          `<script type="application/json" id="${PAGE_DATA_ELEMENT}">${json}</script></body>`,
        ),
    );
    return true;
  };
}

/** The page's text before its root's placeholder, the placeholder (the boot screen), and the text after. */
function splitAtRoot(page: string): [string, string, string] {
  const match = /(<div id="root">)([\s\S]*?<\/div>)(\s*<\/div>)/.exec(page);
  if (!match) throw new Error('index.html: no <div id="root"> with a placeholder');
  return [
    page.slice(0, match.index) + match[1],
    match[2]!,
    match[3]! + page.slice(match.index + match[0].length),
  ];
}

function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
}
