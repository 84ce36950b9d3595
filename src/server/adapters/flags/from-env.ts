import { PHOTO_ANALYSIS_FLAG } from '@shared/domain/analysis.js';
import type { Env } from '@server/env.js';
import type { FlagsPort } from '@server/ports/flags.js';
import { flagRules, localFlags } from './local.js';

/**
 * FEATURE_FLAGS as JSON; unset, photo analysis is on for everyone, and a demo shows ride spending to
 * school@example.org only (so both the flagged and the plain Ride button can be seen); production shows it
 * to no one.
 */
export function flagsFromEnv(env: Env): FlagsPort {
  if (env.FEATURE_FLAGS) {
    try {
      return localFlags(flagRules.parse(JSON.parse(env.FEATURE_FLAGS)));
    } catch (err) {
      throw new Error(`Invalid configuration:\n  FEATURE_FLAGS: ${(err as Error).message}`);
    }
  }
  const photoAnalysis = { [PHOTO_ANALYSIS_FLAG]: { on: true } };
  return localFlags(
    flagRules.parse(
      env.demo ? { ...photoAnalysis, 'ride-spending': { emails: ['school@example.org'] } } : photoAnalysis,
    ),
  );
}
