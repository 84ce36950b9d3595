import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { EnhancedPhoto, OutfitAnalysis } from '@shared/contracts/photo-studio.js';
import { enhancementsOf, judgeOutfit, planEnhancement } from '@shared/domain/photo-studio.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
import type { Viewer } from '@server/plugins/session.js';
import type { StoragePort } from '@server/ports/storage.js';
import { measurePhoto } from '@server/images/photo-measure.js';
import {
  ENHANCED_LONG_SIDE,
  enhanceImage,
  measureOutfit,
  PREVIEW_LONG_SIDE,
} from '@server/images/photo-studio.js';
import { readOwnProfilePhoto } from './analysis.service.js';

/**
 * The outfit check and the photo improver run here, with the image library the portal already uses for
 * uploads: a student's photo never leaves our server for them (decision 024).
 */
export interface PhotoStudioDeps {
  db: Db;
  storage: StoragePort;
  /** Where the improved copy is written before it is stored like any upload. */
  spoolDir: string;
  /** Stores a photo file as the viewer's profile photo, as an upload would (composed in app.ts). */
  keepProfilePhoto(
    viewer: Viewer,
    file: { path: string; bytes: number; cleanup(): Promise<void> },
    idempotencyKey: string | undefined,
  ): Promise<{ path: string }>;
}

/** Image work that fails (a file sharp cannot read, or one that takes too long) is the photo's problem. */
async function unreadable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('VALIDATION', t('analysis.photoReadError'), 'path');
  }
}

/** POST /api/open-ai/analyze-outfit: colours and pattern of the clothes in the student's own photo. */
export async function checkOutfit(
  deps: PhotoStudioDeps,
  viewer: Viewer,
  path: string,
): Promise<OutfitAnalysis> {
  const image = await readOwnProfilePhoto(deps, viewer, path);
  const { score, checks } = judgeOutfit(await unreadable(measureOutfit(image)));
  const misses = checks.filter((c) => !c.ok);
  return {
    score,
    whatsWorking: checks.filter((c) => c.ok).map((c) => t(`photoStudio.outfitChecks.${c.detail}`)),
    whatToImprove: misses.map((c) => t(`photoStudio.outfitChecks.${c.detail}`)),
    tips: [
      ...misses.map((c) => t(`photoStudio.outfitTips.${c.detail as 'loudColours' | 'busyPattern'}`)),
      t('photoStudio.outfitTips.always'),
    ],
    limits: t('photoStudio.outfitLimits'),
  };
}

/**
 * POST /api/gemini/enhance-profile-image: the changes the photo's own measures call for, as a small
 * preview; with `keep`, the improved copy is stored as the new profile photo (one upload per request key).
 */
export async function enhanceProfilePhoto(
  deps: PhotoStudioDeps,
  viewer: Viewer,
  input: { path: string; keep: boolean; idempotencyKey: string | undefined },
): Promise<EnhancedPhoto> {
  const image = await readOwnProfilePhoto(deps, viewer, input.path);
  const plan = planEnhancement(await unreadable(measurePhoto(image)));
  const changes = enhancementsOf(plan).map((c) => t(`photoStudio.changes.${c}`));
  if (!input.keep) {
    const preview = await unreadable(enhanceImage(image, plan, PREVIEW_LONG_SIDE));
    return { preview: `data:image/jpeg;base64,${preview.toString('base64')}`, changes, path: null };
  }

  const full = await unreadable(enhanceImage(image, plan, ENHANCED_LONG_SIDE));
  const dir = await mkdtemp(join(deps.spoolDir, 'upload-'));
  const file = {
    path: join(dir, 'file'),
    bytes: full.length,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
  try {
    await writeFile(file.path, full);
    const stored = await deps.keepProfilePhoto(viewer, file, input.idempotencyKey);
    // A key once used for another upload answers that upload: it is not this photo.
    if (!stored.path.startsWith('profilePhoto/'))
      throw new AppError('CONFLICT', t('errors.invalidInput'), 'path');
    return { preview: null, changes, path: stored.path };
  } finally {
    await file.cleanup();
  }
}
