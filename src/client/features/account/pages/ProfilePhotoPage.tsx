import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PhotoAnalysis } from '@shared/contracts/analysis';
import { analyzePhoto, getPhotoAnalysisSetting } from '@shared/contracts/analysis.endpoints';
import { PREVIEW_REVOKE_MS } from '@shared/domain/account';
import { isPhotoType, PHOTO_TYPES, photoGaugeAngle, photoGaugeLabel } from '@shared/domain/analysis';
import { MAX_UPLOAD_BYTES, sizeMessage } from '@shared/domain/documents';
import { t } from '@shared/i18n';
import { useAlerts } from '@client/ui/alerts';
import { ApiError, call } from '@client/lib/api';
import { usePhotoUpload } from '@client/lib/upload';
import { sessionKey } from '@client/lib/session';
import { useChosenBeforeScript } from '@client/lib/typed-before-script';
import { Gauge } from '@client/ui/Gauge';
import { UploadProgress } from '@client/ui/UploadProgress';
import { recordUploadedPhoto, sendProfilePhoto } from '../api/upload-profile-photo';
import { FeedbackLists } from '../components/FeedbackLists';
import { PhotoStudio } from '../components/PhotoStudio';
import '../account.css';
import '@shared/messages/account';
import '@shared/messages/analysis';
import '@shared/messages/photo-studio';

interface Chosen {
  file: File;
  previewUrl: string;
  key: string;
  /** Where the photo was stored once sent: analysing and saving it then cost no second transfer. */
  path?: string;
}

/** 'Update profile photo' (spec 001 §2, §4, §5 "Photo"). */
export default function ProfilePhotoPage() {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [analysed, setAnalysed] = useState(false);
  const transfer = usePhotoUpload(sendProfilePhoto);

  /** The photo's stored path: sent now (shrunk, with progress) unless it was sent already. */
  const stored = async (c: Chosen): Promise<string | null> => {
    if (c.path) return c.path;
    const path = await transfer.start(c.file, c.key);
    if (path) setChosen((now) => (now?.key === c.key ? { ...now, path } : now));
    return path;
  };
  const showReadError = (err: Error) => {
    if (err.message === t('analysis.photoReadError') || (err instanceof ApiError && err.status === 400))
      setFileError(err.message);
  };

  const analyze = useMutation({
    // Analysed from the stored upload: the phone sends the photo once, whether it is then kept or not.
    mutationFn: async (c: Chosen) => {
      const path = await stored(c);
      return path ? call(analyzePhoto, { body: { path } }) : null;
    },
    // A failed analysis is not shown (spec 001 §8) and the student can still upload; a file that cannot
    // be read is a file error, shown in the File Error box.
    meta: { handlesError: true },
    onError: showReadError,
    onSettled: (data) => {
      if (data !== null) setAnalysed(true);
    },
  });
  const upload = useMutation({
    mutationFn: async (c: Chosen) => {
      const path = await stored(c);
      if (path) await recordUploadedPhoto(path);
      return path;
    },
    meta: { handlesError: true },
    onError: showReadError,
    onSuccess: async (path) => {
      if (path) await saved(t('account.photoSaved'));
    },
  });
  const saved = async (message: string) => {
    await client.invalidateQueries({ queryKey: sessionKey });
    alerts.notify(message, 'info');
    void navigate('/program/account');
  };

  const choose = (file: File | undefined) => {
    analyze.reset();
    upload.reset();
    transfer.reset();
    setAnalysed(false);
    setFileError(null);
    setChosen(null);
    if (!file) return;
    if (!isPhotoType(file.type)) {
      setFileError(t('analysis.photoType', { type: file.type || file.name, types: PHOTO_TYPES.join(', ') }));
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setFileError(sizeMessage(file.size));
      return;
    }
    const key = crypto.randomUUID();
    transfer.prepare(file, key);
    setChosen({ file, previewUrl: URL.createObjectURL(file), key });
  };
  useChosenBeforeScript(input, choose);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer.files[0]);
  };
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    choose(e.target.files?.[0]);
    e.target.value = '';
  };
  const busy = analyze.isPending || upload.isPending;
  const analysis = analyze.data;
  // The analysis step shows only when the feature is on for this student (a flag, asked on the server).
  const feature = useQuery({
    queryKey: ['analysis', 'photo-enabled'],
    queryFn: () => call(getPhotoAnalysisSetting, {}),
    staleTime: 5 * 60_000,
  });
  const showAnalyze = feature.data?.enabled === true && !analysed;
  const stopped = transfer.phase === 'dropped' || transfer.phase === 'cancelled';

  return (
    <section className="account">
      <h1>{t('analysis.photoTitle')}</h1>
      {fileError && (
        <div className="alert alert-error" role="alert">
          <p>{fileError}</p>
        </div>
      )}
      {!chosen ? (
        // Dropping is a shortcut for mouse users; the file chooser inside is the keyboard and touch path.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          className={`photo-drop${dragging ? ' photo-drop-active' : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <p>{t('analysis.photoDrop')}</p>
          <p className="field-hint">{t('analysis.photoHint')}</p>
          <label className="button button-primary">
            {t('analysis.photoChoose')}
            <input
              ref={input}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              className="visually-hidden"
              onChange={onPick}
            />
          </label>
        </div>
      ) : (
        <>
          <img
            className="photo-preview"
            src={chosen.previewUrl}
            alt={t('analysis.photoPreviewAlt')}
            onLoad={() => setTimeout(() => URL.revokeObjectURL(chosen.previewUrl), PREVIEW_REVOKE_MS)}
            onError={() => setFileError(t('analysis.photoReadError'))}
          />
          {analysis && <PhotoResult analysis={analysis} />}
          {analysis && chosen.path && (
            <PhotoStudio
              path={chosen.path}
              file={chosen.file}
              onKept={async (path) => {
                await recordUploadedPhoto(path);
                await saved(t('photoStudio.kept'));
              }}
            />
          )}
          <UploadProgress
            phase={transfer.phase}
            share={transfer.share}
            bytes={transfer.bytes}
            onCancel={transfer.cancel}
            onRetry={() => (showAnalyze ? analyze.mutate(chosen) : upload.mutate(chosen))}
          />
          {stopped ? null : showAnalyze ? (
            <button
              type="button"
              className="button button-primary button-block"
              disabled={busy}
              onClick={() => analyze.mutate(chosen)}
            >
              {analyze.isPending ? t('analysis.analyzing') : t('analysis.photoAnalyze')}
            </button>
          ) : (
            <button
              type="button"
              className="button button-primary button-block"
              disabled={busy}
              onClick={() => upload.mutate(chosen)}
            >
              {upload.isPending ? t('analysis.photoUploading') : t('analysis.photoUpload')}
            </button>
          )}
          <button
            type="button"
            className="button button-secondary button-block"
            disabled={busy}
            onClick={() => choose(undefined)}
          >
            {t('analysis.photoChooseDifferent')}
          </button>
        </>
      )}
      <Link className="button button-ghost button-block" to="/program/account">
        {t('common.back')}
      </Link>
    </section>
  );
}

function PhotoResult({ analysis }: { analysis: PhotoAnalysis }) {
  const score = analysis.analysis.score;
  const lists = [
    ['analysis.whatsWorking', analysis.whatsWorking],
    ['analysis.whatToImprove', analysis.whatToImprove],
    ['analysis.tipsToLevelUp', analysis.tipsToLevelUp],
  ] as const;
  return (
    <div className="feedback-list" aria-live="polite">
      <Gauge
        angle={photoGaugeAngle(score)}
        label={t(`analysis.photoLevels.${photoGaugeLabel(score)}`)}
        caption={t('analysis.photoScore', { score })}
      />
      <FeedbackLists lists={lists} level={2} />
    </div>
  );
}
