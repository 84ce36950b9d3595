/**
 * The server's languages (decision 028): every catalogue registered once, and the language of the
 * request being served read from async context, so `t()` in services and the error handler answers in
 * the student's language without passing it down.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, setLocaleSource, type Locale } from '../shared/locale.js';
import { es } from '../shared/messages/es/index.js';
import { registerCatalog } from '../shared/translator.js';

registerCatalog('es', es);

const current = new AsyncLocalStorage<{ locale: Locale }>();
setLocaleSource(() => current.getStore()?.locale);

/** Runs `fn` with `t()` answering in `locale` (a message composed for one student). */
export function withLocale<T>(locale: Locale, fn: () => T): T {
  return current.run({ locale }, fn);
}

/**
 * Fastify onRequest hook: each request starts in English, in a context of its own that the rest of its
 * lifecycle runs in (the pattern of @fastify/request-context).
 */
export function requestLocaleHook(_request: unknown, _reply: unknown, done: () => void): void {
  current.run({ locale: DEFAULT_LOCALE }, done);
}

/** The signed-in student's language, for the rest of the request (set by the session guard). */
export function setRequestLocale(locale: Locale): void {
  const store = current.getStore();
  if (store) store.locale = locale;
}
