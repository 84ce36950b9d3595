/**
 * The server's languages (decision 028): every catalogue registered once, and the language of the
 * request being served read from async context, so `t()` in services and the error handler answers in
 * the student's language without passing it down.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setLocaleSource, type Locale } from '../shared/locale.js';
import { core as esCore } from '../shared/messages/es/core.js';
import { app as esApp } from '../shared/messages/es/app.js';
import { registerCatalog } from '../shared/translator.js';

registerCatalog('es', esCore);
registerCatalog('es', esApp);

const current = new AsyncLocalStorage<{ locale: Locale }>();
setLocaleSource(() => current.getStore()?.locale);

/** Runs `fn` with `t()` answering in `locale` (a request, a job sending to one student). */
export function withLocale<T>(locale: Locale, fn: () => T): T {
  return current.run({ locale }, fn);
}

/** Sets the language for the rest of the current request (its async context). */
export function enterLocale(locale: Locale): void {
  current.enterWith({ locale });
}
