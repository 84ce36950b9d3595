import { en } from './messages/en.js';
import { translator } from './icu-translator.js';
import type { Leaves } from './translator.js';

/** Dotted keys of the whole catalogue, e.g. "documents.uploadFailed". */
export type MessageKey = Leaves<typeof en>;

/**
 * Translate a key of the whole catalogue (server, and every screen after sign-in) into the reader's
 * language (shared/locale), falling back to English per key; ICU plurals and selects (decision 028).
 */
export const t = translator(en);
