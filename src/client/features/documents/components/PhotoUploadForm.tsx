import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { checkChosenFile, UPLOAD_RESET_MS, type PhotoIssue } from '@shared/domain/documents';
import { t } from '@shared/i18n';
import { useAlerts } from '@client/ui/alerts';
import { ApiError } from '@client/lib/api';
import { usePhotoUpload } from '@client/lib/upload';
import { sessionKey } from '@client/lib/session';
import { useChosenBeforeScript } from '@client/lib/typed-before-script';
import { UploadProgress } from '@client/ui/UploadProgress';
import { refreshProgress } from '@client/lib/progress';
import { folderStateQuery } from '../api/documents';
import { uploadPhoto } from '../api/upload-photo';
import { FileErrorBox } from './FileErrorBox';
import { checkPhoto } from '../lib/photo-check';
import '@shared/messages/documents';

interface Chosen {
  file: File;
  previewUrl: string;
  issues: PhotoIssue[];
  /** One key per chosen photo: a double tap or a retry stores it once. */
  key: string;
}

/**
 * Take or choose a photo of a document and send it to its folder: the photo is checked (size, light,
 * focus) and shrunk before it is sent, with a real progress bar, cancel and retry; one key per photo, so a
 * double tap or a retry stores it once. `help` says what to photograph; `onUploaded` runs once the form
 * has reset after a successful upload.
 */
export function PhotoUploadForm({
  folder,
  rejection,
  help,
  onUploaded,
}: {
  folder: string;
  rejection: string | null;
  help?: string;
  onUploaded?: () => void;
}) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const cameraRef = useRef<HTMLInputElement>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const { notifyError } = useAlerts();
  const upload = usePhotoUpload((file, key, opts) =>
    uploadPhoto({ folder, file, fileName: file.name || 'photo.jpg', idempotencyKey: key }, opts),
  );

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.previewUrl) : undefined), [chosen]);

  async function choose(file: File | undefined) {
    if (!file) return;
    const problem = checkChosenFile(file);
    if (problem) {
      setFileError(problem);
      return;
    }
    setFileError(null);
    const next = { file, previewUrl: URL.createObjectURL(file), issues: [], key: crypto.randomUUID() };
    setChosen(next);
    upload.prepare(file, next.key);
    const issues = await checkPhoto(file);
    setChosen((now) => (now?.key === next.key ? { ...now, issues } : now));
  }

  const adopt = (file: File) => void choose(file);
  useChosenBeforeScript(cameraRef, adopt);
  useChosenBeforeScript(pickerRef, adopt);

  function clear() {
    upload.reset();
    setChosen(null);
    if (cameraRef.current) cameraRef.current.value = '';
    if (pickerRef.current) pickerRef.current.value = '';
  }

  async function submit() {
    if (!chosen || busy) return;
    try {
      // The same photo and key on every try: a retry after a dropped connection stores it once.
      const result = await upload.start(chosen.file, chosen.key);
      if (!result) return;
      setDone(true);
      client.setQueryData(folderStateQuery(folder).queryKey, {
        folder,
        status: result.status,
        rejection: null,
      });
      // The form resets two seconds after success; the session is refetched so every screen sees pending.
      window.setTimeout(() => {
        clear();
        setDone(false);
        void client.invalidateQueries({ queryKey: sessionKey });
        // The checklist's completions (program area): the upload completed this document's step.
        void refreshProgress(client);
        onUploaded?.();
      }, UPLOAD_RESET_MS);
    } catch (err) {
      if (err instanceof ApiError && [400, 409, 413, 415].includes(err.status)) setFileError(err.message);
      else notifyError(err);
    }
  }

  const busy = upload.phase === 'preparing' || upload.phase === 'sending' || done;
  const stopped = upload.phase === 'dropped' || upload.phase === 'cancelled';
  return (
    <div className="card">
      {rejection && (
        <div className="alert alert-warning" role="alert">
          <strong>{t('documents.rejectedTitle')}</strong>
          <p>{t('documents.rejectedBody', { reason: rejection })}</p>
        </div>
      )}
      <p>{help ?? t('documents.uploadHelp')}</p>
      {fileError && <FileErrorBox message={fileError} onDismiss={() => setFileError(null)} />}
      {chosen ? (
        <figure className="upload-preview">
          <img src={chosen.previewUrl} alt={t('documents.previewAlt')} />
          {chosen.issues.length > 0 && (
            <figcaption className="alert alert-warning">
              <strong>{t('documents.checkTitle')}</strong>
              <ul>
                {chosen.issues.map((issue) => (
                  <li key={issue}>{t(`documents.issues.${issue}`)}</li>
                ))}
              </ul>
              <p>{t('documents.sendAnyway')}</p>
            </figcaption>
          )}
          {!busy && (
            <button type="button" className="button button-ghost" onClick={clear}>
              {chosen.issues.length > 0 ? t('documents.retake') : t('documents.remove')}
            </button>
          )}
        </figure>
      ) : (
        <div className="upload-actions">
          <label className="button button-primary button-block">
            {t('documents.takePhoto')}
            <input
              ref={cameraRef}
              className="visually-hidden"
              type="file"
              accept="image/png,image/jpeg"
              capture="environment"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </label>
          <label className="button button-secondary button-block">
            {t('documents.chooseFile')}
            <input
              ref={pickerRef}
              className="visually-hidden"
              type="file"
              accept="image/png,image/jpeg"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </label>
        </div>
      )}
      <UploadProgress
        phase={done ? 'idle' : upload.phase}
        share={upload.share}
        bytes={upload.bytes}
        onCancel={upload.cancel}
        onRetry={() => void submit()}
      />
      {!stopped && (
        <button
          type="button"
          className="button button-primary button-block"
          disabled={!chosen || busy}
          onClick={() => void submit()}
        >
          {busy ? t('documents.uploading') : t('documents.submit')}
        </button>
      )}
    </div>
  );
}
