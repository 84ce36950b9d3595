import type { FastifyInstance } from 'fastify';

/**
 * Plain HTML forms posted without the script (decision 039): a URL-encoded body of at most 4 KB, read
 * as text fields. Added to the scope that registers the forms' routes only.
 */
export function acceptFormPosts(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** A form's text fields; anything else a hand-made request sends (numbers, lists, objects) is left out. */
export function fieldsOf(body: unknown): Record<string, string | undefined> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;
}
