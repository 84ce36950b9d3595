import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client';
import { AlertProvider } from './alerts';
import { ModalProvider } from './modals';
import { AppRoutes } from './router';
import { OutOfDate } from './shell/OutOfDate';
import './styles.css';

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
