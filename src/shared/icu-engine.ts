import { IntlMessageFormat } from 'intl-messageformat';
import { registerIcuEngine } from './icu-translator.js';

/**
 * Loads the message-format engine (decision 028). Imported by every catalogue file that holds an ICU
 * argument (`{count, plural, …}`), and by `messages/en.ts`, so the server always has it and a browser
 * downloads it only with such a message (decision 033).
 */
registerIcuEngine(IntlMessageFormat);
