import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { analyzeOutfit, enhanceProfilePhoto } from '@shared/contracts/photo-studio.endpoints';
import type { EnhancedPhoto, OutfitAnalysis } from '@shared/contracts/photo-studio';
import { t } from '@shared/i18n';
import { call } from '@client/lib/api';
import { FeedbackLists } from './FeedbackLists';
import '@shared/messages/analysis';
import '@shared/messages/photo-studio';

/**
 * After the photo is stored: check the outfit, and see an improved copy beside the original to keep or not.
 * Both work on the stored upload, so the phone sends nothing more; the preview is about 40 KB.
 */
export function PhotoStudio({
  path,
  file,
  onKept,
}: {
  path: string;
  file: File;
  onKept: (path: string) => Promise<void>;
}) {
  // Errors show beside the tools, with the buttons to try again; not in the shared banner too.
  const outfit = useMutation({
    mutationFn: () => call(analyzeOutfit, { body: { path } }),
    meta: { handlesError: true },
  });
  const enhanced = useMutation({
    mutationFn: () => call(enhanceProfilePhoto, { body: { path, keep: false } }),
    meta: { handlesError: true },
  });
  // One key per improved preview: a double tap or a retry on a weak signal keeps one photo.
  const keepKey = useRef(crypto.randomUUID());
  const keep = useMutation({
    mutationFn: async () => {
      const kept = await call(
        enhanceProfilePhoto,
        { body: { path, keep: true } },
        { idempotencyKey: keepKey.current },
      );
      await onKept(kept.path!);
    },
    meta: { handlesError: true },
  });
  const failed = outfit.error ?? enhanced.error ?? keep.error;
  const [dismissed, setDismissed] = useState(false);

  return (
    <section className="photo-studio" aria-labelledby="photo-studio-title">
      <h2 id="photo-studio-title">{t('photoStudio.title')}</h2>
      <p>{t('photoStudio.lead')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button-secondary"
          disabled={outfit.isPending}
          onClick={() => outfit.mutate()}
        >
          {outfit.isPending ? t('photoStudio.outfitChecking') : t('photoStudio.outfitCheck')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={enhanced.isPending || keep.isPending}
          onClick={() => {
            setDismissed(false);
            enhanced.mutate();
          }}
        >
          {enhanced.isPending ? t('photoStudio.enhancing') : t('photoStudio.enhance')}
        </button>
      </div>
      {failed && (
        <p className="field-error" role="alert">
          {failed.message} {t('photoStudio.tryAgain')}
        </p>
      )}
      <div aria-live="polite">
        {outfit.data && <OutfitResult result={outfit.data} />}
        {enhanced.data && !dismissed && (
          <Compare
            file={file}
            result={enhanced.data}
            keeping={keep.isPending}
            onKeep={() => keep.mutate()}
            onDismiss={() => setDismissed(true)}
          />
        )}
      </div>
    </section>
  );
}

function OutfitResult({ result }: { result: OutfitAnalysis }) {
  const lists = [
    ['analysis.whatsWorking', result.whatsWorking],
    ['analysis.whatToImprove', result.whatToImprove],
    ['analysis.tipsToLevelUp', result.tips],
  ] as const;
  return (
    <div className="feedback-list">
      <h3>{t('photoStudio.outfitTitle', { score: result.score })}</h3>
      <FeedbackLists lists={lists} level={4} />
      <p className="field-hint">{result.limits}</p>
    </div>
  );
}

function Compare({
  file,
  result,
  keeping,
  onKeep,
  onDismiss,
}: {
  file: File;
  result: EnhancedPhoto;
  keeping: boolean;
  onKeep: () => void;
  onDismiss: () => void;
}) {
  const [before, setBefore] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setBefore(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  if (result.changes.length === 0) return <p role="status">{t('photoStudio.enhancedNothing')}</p>;
  return (
    <div className="photo-compare">
      <h3>{t('photoStudio.enhancedTitle')}</h3>
      <div className="photo-compare-pair">
        <figure>
          {before && <img src={before} alt={t('photoStudio.beforeAlt')} />}
          <figcaption>{t('photoStudio.before')}</figcaption>
        </figure>
        <figure>
          {result.preview && <img src={result.preview} alt={t('photoStudio.afterAlt')} />}
          <figcaption>{t('photoStudio.after')}</figcaption>
        </figure>
      </div>
      <ul>
        {result.changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      <button
        type="button"
        className="button button-primary button-block"
        disabled={keeping}
        onClick={onKeep}
      >
        {keeping ? t('photoStudio.keeping') : t('photoStudio.keep')}
      </button>
      <button
        type="button"
        className="button button-ghost button-block"
        disabled={keeping}
        onClick={onDismiss}
      >
        {t('photoStudio.keepOriginal')}
      </button>
    </div>
  );
}
