import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { getLocale } from '@shared/locale';
import { prefetchStage } from '../features/program/api/prefetch-stage';
import { startLocale } from '../lib/locale';
import { keepCacheWhileSignedIn, restoreKeptCache, trackSignal } from '../lib/offline';
import { readProgramSettings } from '../lib/program-settings';
import { readMediaCatalogue } from '../lib/media-catalogue';
import { readPageData, seedPageData } from '../lib/page-data';
import { queryClient } from '../lib/query-client';
import { sessionQuery } from '../lib/session';
import { App } from './App';
import { preloadScreen } from './preload-screen';
import { AppRoutes } from './router';
import './styles.css';

readProgramSettings();
readMediaCatalogue();
trackSignal();
preloadScreen(window.location.pathname);

const root = document.getElementById('root')!;
const app = <App client={queryClient} router={<BrowserRouter>{<AppRoutes />}</BrowserRouter>} />;
const page = readPageData();

if (page) {
  // A page the server rendered (decision 039) is already on screen: its answers go into the cache and the
  // same tree takes it over, in the language it was rendered in. A reader who chose another language on
  // this device gets the page rendered again in theirs.
  void startLocale().then(() => {
    seedPageData(queryClient, page);
    if (getLocale() === page.locale) hydrateRoot(root, app);
    else createRoot(root).render(app);
    keepCacheWhileSignedIn(queryClient);
    void restoreKeptCache(queryClient);
  });
} else {
  // A signed-in student's last state comes back from the phone first (nothing to wait for otherwise), so a
  // reload without signal shows it; then the session probe and, on a stage screen, its data start at once
  // instead of one after another: on a slow connection each round trip saved is a second not waited.
  // The language's core words (none to wait for in English) load beside the kept cache.
  void Promise.all([restoreKeptCache(queryClient), startLocale()]).then(() => {
    keepCacheWhileSignedIn(queryClient);
    void queryClient.prefetchQuery(sessionQuery);
    prefetchStage(queryClient, window.location.pathname);
    createRoot(root).render(app);
  });
}
