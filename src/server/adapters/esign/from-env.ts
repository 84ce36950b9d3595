import type { Db } from '@server/db/client.js';
import type { Env } from '@server/env.js';
import type { EsignPort } from '@server/ports/esign.js';
import { dropboxSign } from './dropbox-sign.js';
import { localEsign } from './local.js';

/** Dropbox Sign when its key is set; otherwise the portal's own signing page. */
export function esignFromEnv(env: Env, db: Db): EsignPort {
  if (!env.HELLOSIGN_API_KEY) return localEsign(db);
  return dropboxSign({
    apiKey: env.HELLOSIGN_API_KEY,
    testMode: env.HELLOSIGN_TEST_MODE,
    ...(env.HELLOSIGN_API_URL ? { baseUrl: env.HELLOSIGN_API_URL } : {}),
  });
}
