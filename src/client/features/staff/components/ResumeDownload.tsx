import { useMutation } from '@tanstack/react-query';
import { getStoredFile } from '@shared/contracts/documents.endpoints';
import { t } from '@shared/i18n';
import { call } from '@client/lib/api';
import '@shared/messages/staff';

/** Saves the student's newest one-page resume PDF to the coach's computer (read through GET /api/spaces). */
export function ResumeDownload({ path, name }: { path: string; name: string }) {
  const download = useMutation({
    mutationFn: async () => {
      const file = await call(getStoredFile, { query: { path } });
      const bytes = Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${name.replace(/[^A-Za-z0-9]+/g, '-')}-resume.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    meta: { handlesError: true },
  });
  return (
    <p className="staff-more">
      <button
        type="button"
        className="button button-secondary"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {t('staff.resumeDownload')}
      </button>
      {download.isError && (
        <span className="field-error" role="alert">
          {' '}
          {t('staff.resumeDownloadFailed')}
        </span>
      )}
    </p>
  );
}
