import { en } from './messages/en.js';
import { translator, type Leaves } from './translator.js';

/** Dotted keys of the whole catalogue, e.g. "documents.uploadFailed". */
export type MessageKey = Leaves<typeof en>;

/** Translate a key of the whole catalogue (server, and every screen after sign-in). */
export const t = translator(en);
