/**
 * The server's rendering of a page (decision 039), built by `vite build --config vite.ssr.config.ts` into
 * dist/ssr and loaded by src/server/plugins/page-render.ts: the same App and routes as the browser, with a
 * StaticRouter at the requested URL and a query cache filled with the answers the server already has.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { QueryClient, type Query } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { setMediaCatalogue, type MediaCatalogue } from '@shared/domain/media';
import { setProgramSettings, type ProgramSettings } from '@shared/domain/program-settings';
import { setLocaleSource, type Locale } from '@shared/locale';
import { es } from '@shared/messages/es/index';
import type { ProgramScreen } from '@shared/contracts/program';
import type { SessionUser } from '@shared/contracts/user';
import { defaultPath, isPathAllowed, stageScreens } from '@shared/domain/program';
import type { PageData, RenderedPage } from '@shared/page-data';
import { registerCatalog } from '@shared/translator';
import { setTransportSource, type Transport } from '@client/lib/api';
import { completionsQuery, programStepsQuery } from '@client/lib/progress';
import { ServerRedirect, type RedirectRecord } from '@client/lib/redirect';
import { viewerOf } from '@client/lib/session';
import { sessionKey } from '@client/lib/session-key';
import { workforceEntryKey } from '../features/content/api/entries';
import { actionsQuery, flagsQuery } from '../features/program/api/stage-queries';
import { App } from './App';
import { ScreensDrawn } from './lazy-screen';
import { AppRoutes } from './router';

registerCatalog('es', es);
/** The request a render belongs to: its reader's language and how its screens' reads are answered. */
const reading = new AsyncLocalStorage<{ locale: Locale; transport: Transport }>();
setLocaleSource(() => reading.getStore()?.locale);
setTransportSource(() => reading.getStore()?.transport);

/** Called once at start with what every page carries. */
export function configurePages(settings: ProgramSettings, media: MediaCatalogue): void {
  setProgramSettings(settings);
  setMediaCatalogue(media);
}

const session = { url: '/api/user/session', key: sessionKey };
/** The pages anyone may read, signed in or not (the links under the sign-in form and the menu's). */
const publicPages = ['/privacy-policy', '/terms-of-use', '/first-90-days'];

/** The signed-in screens: every path under the app's frame (router.tsx), the staff console's included. */
const appPaths = /^\/(program|postprogram|workforce|meet|staff)(\/|$)/;

/**
 * The pages rendered on the server (decision 039): the sign-in page, the public pages and every signed-in
 * screen. Each names the answers it needs first, so the common pages render once: the session, and for a
 * stage checklist and the information steps it opens, their answers (the keys are the client's own, so
 * the screens find them where they look; `first`: the screen keeps the answer's first entry). Whatever
 * else a screen asks for is found by rendering it (`renderPage`). Only the service worker's copy of the
 * shell gets the page the browser renders itself.
 */
export function renderedPage(path: string): RenderedPage | null {
  if (path === '/' || path === '/login') return { signedIn: false, queries: [session] };
  if (publicPages.includes(path)) return { signedIn: null, queries: [session] };
  // The service worker's copy of the shell: the page the browser renders, whoever fetched it.
  if (path === '/index.html') return null;
  // A signing link, a short link, or a path the app does not know (which it redirects).
  if (!appPaths.test(path)) return { signedIn: null, queries: [session] };
  const [, screen, step] = /^\/program\/([a-z]+)(?:\/([a-z0-9_]+))?$/.exec(path) ?? [];
  if (!screen || !(stageScreens as readonly string[]).includes(screen))
    return { signedIn: true, queries: [session] };
  const steps = {
    url: `/api/programSteps/${screen}`,
    key: programStepsQuery(screen as ProgramScreen).queryKey,
  };
  if (step) {
    const title = `program/${screen}/${step}`;
    return {
      signedIn: true,
      queries: [
        session,
        steps,
        {
          url: `/api/contentful/entries?${new URLSearchParams({ 'fields.title': title })}`,
          key: workforceEntryKey(title, undefined),
          first: true,
        },
      ],
    };
  }
  return {
    signedIn: true,
    queries: [
      session,
      steps,
      { url: '/api/completion', key: completionsQuery.queryKey },
      { url: '/api/user/flags', key: flagsQuery.queryKey },
      { url: '/api/actions', key: actionsQuery.queryKey },
    ],
  };
}

/** Where a signed-in person opening the sign-in page is sent: their own first screen. */
export function homeOf(user: SessionUser): string {
  return defaultPath(viewerOf(user));
}

/** Whether a signed-in person may open this path (the app's own gate, spec 001 §2 "Route gating"). */
export function mayOpen(user: SessionUser, path: string): boolean {
  return isPathAllowed(viewerOf(user), path);
}

/** How the renderer reads an answer of the API in-process: a GET path and headers to its status and body. */
export type ReadAnswer = (
  url: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

export interface RenderEvents {
  /** The first render did not send the reader elsewhere: the page is this one (its head may go). */
  onFirstRender(screens: string[]): void;
  /** A part of the page failed and is left for the browser to render (React's own fallback). */
  onPartError(error: unknown): void;
}

/** A page rendered with the answers it asked for, or where its screen sent the reader instead. */
export type RenderResult =
  | { redirect: string }
  | {
      html: string;
      data: PageData;
      /** The screens drawn, by their key in the client's manifest. */ screens: string[];
    };

/** Renders after which the page goes with what it has: a screen that asks, then asks again from the answer. */
const MAX_RENDERS = 4;
/** How long the answers of one page may take in all; a slower one is left to the browser to ask. */
const READ_BUDGET_MS = 1500;

/**
 * Renders a page with the answers its screens ask for. Each render leaves in the query cache the reads the
 * screens made (React Query creates them, the server never runs them); they are asked of the API here, as
 * the browser would have, and the page is rendered again until it asks for nothing new. An answer not had
 * (refused, failed, too slow, a file) is left out, so the page shows what the browser's first render shows
 * there (its loading state) and the browser asks itself, as it does a read the screen keeps for itself
 * (`meta.browserOnly`). `start`: the answers already known.
 */
export function renderPage(
  url: string,
  start: PageData,
  read: ReadAnswer,
  events: RenderEvents,
): Promise<RenderResult> {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  for (const [key, value] of start.queries) client.setQueryData(key, value);
  const transport: Transport = async (path, headers) => {
    const { status, body } = await read(path, headers);
    return {
      status,
      ok: status >= 200 && status < 300,
      text: () => Promise.resolve(body),
      blob: () => Promise.reject(new TypeError('no files on the server')),
    };
  };
  return reading.run({ locale: start.locale, transport }, async () => {
    const asked = new Set<string>();
    const deadline = Date.now() + READ_BUDGET_MS;
    for (let renders = 1; ; renders++) {
      const redirect: RedirectRecord = {};
      const drawn = new Set<string>();
      const html = await renderOnce(url, client, { redirect, drawn }, events.onPartError);
      if (redirect.to) return { redirect: redirect.to };
      if (renders === 1) events.onFirstRender([...drawn]);
      const wanted = renders < MAX_RENDERS && Date.now() < deadline ? unasked(client, asked) : [];
      if (wanted.length === 0)
        return { html, data: { locale: start.locale, queries: answersOf(client) }, screens: [...drawn] };
      for (const query of wanted) asked.add(query.queryHash);
      await askAll(client, wanted, deadline - Date.now());
    }
  });
}

function renderOnce(
  url: string,
  client: QueryClient,
  { redirect, drawn }: { redirect: RedirectRecord; drawn: Set<string> },
  onPartError: (error: unknown) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <ServerRedirect.Provider value={redirect}>
        <ScreensDrawn.Provider value={drawn}>
          <App client={client} router={<StaticRouter location={url}>{<AppRoutes />}</StaticRouter>} />
        </ScreensDrawn.Provider>
      </ServerRedirect.Provider>,
      {
        onAllReady() {
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
        onShellError: reject,
        onError: onPartError,
        // Every part goes in place: React moves a large one (over 12.8 KB) to the page's end with an inline
        // script to put it back, which the page's policy of no inline script would leave hidden.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
  });
}

/** The reads the last render made that no answer is known for and that were not asked yet. */
function unasked(client: QueryClient, asked: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      if (asked.has(query.queryHash) || typeof query.options.queryFn !== 'function') return false;
      if (query.meta?.browserOnly === true) return false;
      // `enabled` is the screen's (an observer's option): a read it holds back is not asked here either.
      const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
}

async function askAll(client: QueryClient, queries: Query[], budgetMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(
      queries.map((query) => client.fetchQuery({ ...query.options, queryKey: query.queryKey })),
    ),
    new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, budgetMs)))),
  ]);
  clearTimeout(timer);
  for (const query of queries) if (query.state.status !== 'success') client.getQueryCache().remove(query);
}

/** The answers the page was rendered with, for the browser's query cache: plain JSON only. */
function answersOf(client: QueryClient): PageData['queries'] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success' && isPlainJson(query.state.data))
    .map((query) => [query.queryKey, query.state.data]);
}

function isPlainJson(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  // A field left undefined is dropped by JSON, as the API's own answers never carry one.
  return (
    (proto === Object.prototype || proto === null) &&
    Object.values(value).every((field) => field === undefined || isPlainJson(field))
  );
}
