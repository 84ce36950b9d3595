import type { Env } from '@server/env.js';
import type { AiPort } from '@server/ports/ai.js';
import { localAi } from './local.js';
import { openAiCompatible, withFallback } from './openai.js';
import { withFaceCheck } from './portrait-rating.js';

/**
 * An OpenAI-compatible service when a key is set (its photo answers checked against the face detector),
 * falling back to the local rater; otherwise the local rater.
 */
export function aiFromEnv(env: Env): AiPort {
  if (!env.OPENAI_API_KEY) return localAi();
  return withFallback(
    withFaceCheck(
      openAiCompatible({ apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL }),
    ),
    localAi(),
    (err) => console.warn('AI rater failed, using the local rater:', (err as Error).message),
  );
}
