import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { AlertProvider } from '@client/ui/alerts';
import { ModalProvider } from '@client/lib/modals';
import { OutOfDate } from './shell/OutOfDate';

/**
 * The app's providers around its router: one tree for the browser (BrowserRouter) and the server's
 * rendering of a page (StaticRouter), so the HTML the server sends is what the browser hydrates.
 */
export function App({ client, router }: { client: QueryClient; router: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <AlertProvider>
          <ModalProvider>
            {router}
            <OutOfDate />
          </ModalProvider>
        </AlertProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
