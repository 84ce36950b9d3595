/**
 * The server's rendering of a page (decision 039), built by `vite build --config vite.ssr.config.ts` into
 * dist/ssr and loaded by src/server/plugins/page-render.ts: the same App and routes as the browser, with a
 * StaticRouter at the requested URL and a query cache filled with the answers the server already has.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { setMediaCatalogue, type MediaCatalogue } from '@shared/domain/media';
import { setProgramSettings, type ProgramSettings } from '@shared/domain/program-settings';
import { setLocaleSource, type Locale } from '@shared/locale';
import { es } from '@shared/messages/es/index';
import type { ProgramScreen } from '@shared/contracts/program';
import type { SessionUser } from '@shared/contracts/user';
import { defaultPath, stageScreens } from '@shared/domain/program';
import type { PageData, RenderedPage } from '@shared/page-data';
import { registerCatalog } from '@shared/translator';
import { completionsQuery, programStepsQuery } from '@client/lib/progress';
import { viewerOf } from '@client/lib/session';
import { sessionKey } from '@client/lib/session-key';
import { workforceEntryKey } from '../features/content/api/entries';
import { actionsQuery, flagsQuery } from '../features/program/api/stage-queries';
import { App } from './App';
import { AppRoutes } from './router';

registerCatalog('es', es);
const reading = new AsyncLocalStorage<Locale>();
setLocaleSource(() => reading.getStore());

/** Called once at start with what every page carries. */
export function configurePages(settings: ProgramSettings, media: MediaCatalogue): void {
  setProgramSettings(settings);
  setMediaCatalogue(media);
}

const session = { url: '/api/user/session', key: sessionKey };
/** The pages anyone may read, signed in or not (the links under the sign-in form and the menu's). */
const publicPages = ['/privacy-policy', '/terms-of-use', '/first-90-days'];

/**
 * The pages rendered on the server: the sign-in page, the public pages, the stage checklists and the
 * information steps they open (decision 039). Every other path gets the page the browser renders itself. The keys are the client's
 * own, so the screens find the answers where they look for them. `first`: the screen keeps the answer's
 * first entry; a step with none (a step of another kind) is left to the browser.
 */
export function renderedPage(path: string): RenderedPage | null {
  if (path === '/' || path === '/login') return { signedIn: false, queries: [session] };
  if (publicPages.includes(path)) return { signedIn: null, queries: [session] };
  const [, screen, step] = /^\/program\/([a-z]+)(?:\/([a-z0-9_]+))?$/.exec(path) ?? [];
  if (!screen || !(stageScreens as readonly string[]).includes(screen)) return null;
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

interface RenderCallbacks {
  /** Every part of the page is rendered: pipe it (the whole page at once, hydrated as one). */
  onAllReady(stream: PipeableStream): void;
  /** The page could not be rendered at all. */
  onError(error: unknown): void;
  /** A part of the page failed and is left for the browser to render (React's own fallback). */
  onPartError(error: unknown): void;
}

export function renderPage(url: string, data: PageData, callbacks: RenderCallbacks): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, value] of data.queries) client.setQueryData(key, value);
  reading.run(data.locale, () => {
    const stream: PipeableStream = renderToPipeableStream(
      <App client={client} router={<StaticRouter location={url}>{<AppRoutes />}</StaticRouter>} />,
      {
        onAllReady: () => callbacks.onAllReady(stream),
        onShellError: callbacks.onError,
        onError: callbacks.onPartError,
      },
    );
  });
}
