// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOKINGS_PATH, BOOKINGS_SHORT_PATH } from '@shared/domain/short-links';
import { sessionKey } from '@client/lib/session';
import { takePendingLocation } from '@client/lib/pending-location';
import { ShortLink } from './ShortLink';

function open(session: object | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionKey, session);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[BOOKINGS_SHORT_PATH]}>
        <Routes>
          <Route path={BOOKINGS_SHORT_PATH} element={<ShortLink to={BOOKINGS_PATH} />} />
          <Route path="/login" element={<p>sign-in page</p>} />
          <Route path={BOOKINGS_PATH} element={<p>bookings page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the short link of booking texts', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('sends a signed-out student to sign in, and keeps the bookings page to go on to', async () => {
    open(null);
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(takePendingLocation()).toBe(BOOKINGS_PATH);
  });

  it('opens the bookings page for a signed-in student, leaving nothing pending', async () => {
    open({ uuid: 'u1', role: 'student', status: '5_PostProgram' });
    expect(await screen.findByText('bookings page')).toBeInTheDocument();
    expect(takePendingLocation()).toBeNull();
  });
});
