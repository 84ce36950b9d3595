import type { PhotoAnalysis } from '@shared/contracts/analysis.js';
import { judgePortrait, type PhotoProblem, type PortraitMeasures } from '@shared/domain/analysis.js';
import { t } from '@shared/i18n.js';
import '@shared/messages/analysis.js';
import type { AiPort } from '@server/ports/ai.js';
import { measurePortrait } from '@server/images/portrait-measure.js';

/** The local rater's answer, in the student's language: each finding and tip comes from a measure. */
function portraitAnswer(measures: PortraitMeasures): PhotoAnalysis {
  const { score, checks } = judgePortrait(measures);
  const problems = checks.filter((c) => !c.ok);
  return {
    analysis: { score },
    whatsWorking: checks.filter((c) => c.ok).map((c) => t(`analysis.photoChecks.${c.detail}`)),
    whatToImprove: problems.map((c) => t(`analysis.photoChecks.${c.detail}`)),
    tipsToLevelUp: [
      ...problems.map((c) => t(`analysis.photoTips.${c.detail as PhotoProblem}`)),
      t('analysis.photoTips.always'),
    ],
  };
}

/** Rates a photo with the face detector and the rules of shared/domain/analysis. */
export async function ratePortrait(image: Buffer): Promise<PhotoAnalysis> {
  return portraitAnswer(await measurePortrait(image));
}

/**
 * A rating service's photo answer, checked against the same face detector as the local rater. The detector
 * runs first: a photo without exactly one face gets the local answer (that finding, at most 1 point) and
 * is not sent to the service at all, whatever the service would have said.
 */
export function withFaceCheck(service: AiPort): AiPort {
  return {
    ...service,
    async ratePhoto(input) {
      const measures = await measurePortrait(input.image);
      if (measures.faces.length !== 1) return portraitAnswer(measures);
      return service.ratePhoto(input);
    },
  };
}
