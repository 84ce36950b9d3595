import type { en } from './messages/en.js';
import { translator } from './icu-translator.js';
import type { Leaves } from './translator.js';
import './messages/core.js';

/** Dotted keys of the whole catalogue, e.g. "documents.uploadFailed". */
export type MessageKey = Leaves<typeof en>;

/**
 * Translate a key into the reader's language (shared/locale), falling back to English per key; ICU plurals
 * and selects (decision 028). English arrives section by section: a module that names a key imports the
 * section's file (`import '@shared/messages/learning'`), so each screen's words load with its code
 * (decision 033).
 */
export const t = translator<typeof en>();
