import type { core } from './messages/core.js';
import './messages/core.js';
import { plainTranslator } from './translator.js';

/**
 * Translate a key of the core catalogue. Only code in the sign-in download (the login screen, the API
 * client, alerts, the loading screen) uses this one, so the rest of the catalogue, and the message-format
 * engine, stay out of it (decisions 005, 028).
 */
export const t = plainTranslator<typeof core>();
