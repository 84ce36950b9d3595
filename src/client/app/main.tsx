import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { prefetchStage } from '../features/program/api/prefetch-stage';
import { queryClient } from '../lib/query-client';
import { sessionQuery } from '../lib/session';
import { AlertProvider } from '@client/lib/alerts';
import { ModalProvider } from '@client/lib/modals';
import { preloadScreen } from './preload-screen';
import { AppRoutes } from './router';
import { OutOfDate } from './shell/OutOfDate';
import './styles.css';

// Start the session probe, the screen's code and, on a stage screen, its data at once instead of one
// after another: on a slow connection each round trip saved is a second the student does not wait.
void queryClient.prefetchQuery(sessionQuery);
preloadScreen(window.location.pathname);
prefetchStage(queryClient, window.location.pathname);

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
