import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { prefetchStage } from '../features/program/api/prefetch-stage';
import { startLocale } from '../lib/locale';
import { keepCacheWhileSignedIn, restoreKeptCache, trackSignal } from '../lib/offline';
import { readProgramSettings } from '../lib/program-settings';
import { readMediaCatalogue } from '../lib/media-catalogue';
import { queryClient } from '../lib/query-client';
import { sessionQuery } from '../lib/session';
import { AlertProvider } from '@client/ui/alerts';
import { ModalProvider } from '@client/lib/modals';
import { preloadScreen } from './preload-screen';
import { AppRoutes } from './router';
import { OutOfDate } from './shell/OutOfDate';
import './styles.css';

readProgramSettings();
readMediaCatalogue();
trackSignal();
preloadScreen(window.location.pathname);

// A signed-in student's last state comes back from the phone first (nothing to wait for otherwise), so a
// reload without signal shows it; then the session probe and, on a stage screen, its data start at once
// instead of one after another: on a slow connection each round trip saved is a second not waited.
// The language's core words (none to wait for in English) load beside the kept cache.
void Promise.all([restoreKeptCache(queryClient), startLocale()]).then(() => {
  keepCacheWhileSignedIn(queryClient);
  void queryClient.prefetchQuery(sessionQuery);
  prefetchStage(queryClient, window.location.pathname);
  render();
});

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AlertProvider>
          <ModalProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
            <OutOfDate />
          </ModalProvider>
        </AlertProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
