import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/** Where the server's rendering of a page was sent by the screen (decision 039): it answers with a redirect. */
export interface RedirectRecord {
  to?: string;
}

export const ServerRedirect = createContext<RedirectRecord | null>(null);

/**
 * A screen that sends the reader elsewhere. In the browser, React Router's `<Navigate>`; on the server,
 * which never runs effects, the target is recorded and the page is answered with a 303 to it instead.
 */
export function Redirect({ to }: { to: string }) {
  const server = useContext(ServerRedirect);
  if (!server) return <Navigate to={to} replace />;
  server.to ??= to;
  return null;
}
