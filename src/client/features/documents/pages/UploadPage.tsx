import { Link, useParams } from 'react-router';
import type { SessionUser } from '@shared/contracts/user';
import { identityFolders, photoFolderOf } from '@shared/domain/documents';
import { defaultPath } from '@shared/domain/program';
import { t } from '@shared/i18n';
import { useSession } from '@client/lib/session';
import { CallUsLink } from '@client/ui/CallUsLink';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useFolderState } from '../api/documents';
import { PhotoUploadForm } from '../components/PhotoUploadForm';
import { documentName } from '../components/document-name';
import '@shared/messages/documents';
import { BackToChecklist } from '@client/ui/BackToChecklist';

/** Document upload screen, one per folder (spec 000 §2, §4 "Document status"). */
export default function UploadPage() {
  const { folder = '' } = useParams();
  const { data: user } = useSession();
  const spec = photoFolderOf(folder);
  const state = useFolderState(folder);
  if (!user?.status) return null;
  if (!spec) {
    return (
      <section className="card">
        <h1>{t('errors.notFound')}</h1>
        <Link className="button button-primary" to="/program/documents">
          {t('documents.title')}
        </Link>
      </section>
    );
  }
  if (state.isPending) return <LoadingScreen />;
  const name = documentName(spec.name);
  const checklist = defaultPath({ role: 'student', status: user.status });
  const status = state.data?.status ?? user.documents?.[spec.statusKey] ?? 'incomplete';

  return (
    <section className="upload">
      <h1>{t('documents.uploadTitle', { name })}</h1>
      {status === 'incomplete' ? (
        <PhotoUploadForm folder={folder} rejection={state.data?.rejection?.reason ?? null} />
      ) : (
        <Received status={status} name={name} folder={folder} checklist={checklist} user={user} />
      )}
    </section>
  );
}

function Received({
  status,
  name,
  folder,
  checklist,
  user,
}: {
  status: 'pending' | 'complete';
  name: string;
  folder: string;
  checklist: string;
  user: SessionUser;
}) {
  const identity = (identityFolders as readonly string[]).includes(folder);
  const moreIdentity = identityFolders.some(
    (f) => f !== folder && user.documents?.[photoFolderOf(f)!.statusKey] === 'incomplete',
  );
  return (
    <div className="card" role="status">
      <p className="upload-state">
        {status === 'pending' ? t('documents.pending') : t('documents.complete', { name })}
      </p>
      <p className="muted">{t('documents.anotherNeedsCoach')}</p>
      <p>
        <CallUsLink />
      </p>
      <div className="upload-actions">
        {status === 'pending' && (
          <Link
            className="button button-secondary button-block"
            to={identity && moreIdentity ? '/program/documents/upload' : '/program/documents'}
          >
            {t('documents.uploadAnother')}
          </Link>
        )}
        <BackToChecklist to={checklist} className="button button-primary button-block" />
      </div>
    </div>
  );
}
