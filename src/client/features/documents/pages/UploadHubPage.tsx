import { Link, useNavigate } from 'react-router';
import { canUpload, hubIcon, identityFolders, photoFolderOf } from '@shared/domain/documents';
import { defaultPath } from '@shared/domain/program';
import { t } from '@shared/i18n';
import { useModals } from '@client/lib/modals';
import { useSession } from '@client/lib/session';
import { StatusIcon } from '../components/StatusIcon';
import '@shared/messages/documents';

const stateText = {
  camera: 'documents.hubIncomplete',
  eyes: 'documents.hubPending',
  check: 'documents.hubComplete',
} as const;

/** 'What do you want to upload?': the four identity documents; only an incomplete one opens (spec 001 §2). */
export default function UploadHubPage() {
  const { data: user } = useSession();
  const navigate = useNavigate();
  const modals = useModals();
  if (!user?.status) return null;
  const back =
    user.status === '2_Training'
      ? '/program/prepermit'
      : defaultPath({ role: 'student', status: user.status });
  return (
    <section className="upload-hub">
      <button type="button" className="link-button" onClick={() => void navigate(back)}>
        ‹ {t('documents.back')}
      </button>
      <h1>{t('documents.hubTitle')}</h1>
      <ul className="hub-list">
        {identityFolders.map((folder) => {
          const status = user.documents?.[photoFolderOf(folder)!.statusKey] ?? 'incomplete';
          const icon = hubIcon(status);
          const body = (
            <>
              <StatusIcon icon={icon} />
              <span className="hub-text">
                <span className="hub-name">{t(`documents.hubFolders.${folder}`)}</span>
                <span className="hub-state">{t(stateText[icon])}</span>
              </span>
            </>
          );
          return (
            <li key={folder}>
              {canUpload(status) ? (
                <Link className="hub-folder hub-open" to={`/program/documents/upload/${folder}`}>
                  {body}
                </Link>
              ) : (
                <div className={`hub-folder hub-${icon}`}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" className="link-button" onClick={() => modals.open('documentsReminder')}>
        {t('documents.reminderLink')}
      </button>
    </section>
  );
}
