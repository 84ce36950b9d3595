import { useState } from 'react';
import { Link } from 'react-router';
import type { DocumentStatus } from '@shared/contracts/user';
import { documentRows, showIdentityUploadButton, showWbOptIn } from '@shared/domain/documents';
import { rankOf } from '@shared/domain/program';
import { t } from '@shared/i18n';
import { useModals } from '@client/lib/modals';
import { useSession } from '@client/lib/session';
import { documentName } from '../components/document-name';
import { WbEnrollmentModal } from '../components/WbEnrollmentModal';
import '@shared/messages/documents';

const statusText: Record<DocumentStatus, string> = {
  complete: t('documents.statusComplete'),
  pending: t('documents.statusPending'),
  incomplete: t('documents.statusIncomplete'),
};

/** Documents status list (spec 000 §2): eleven documents, each complete, pending review or incomplete. */
export default function DocumentsPage() {
  const { data: user } = useSession();
  const modals = useModals();
  const [wbOpen, setWbOpen] = useState(false);
  if (!user?.status || !user.documents) return null;
  const docs = user.documents;
  const rank = rankOf[user.status];
  const rows = documentRows(docs, { hasResume: user.userMetrics.onePageResumeCreationDate !== null });
  return (
    <section className="documents">
      <h1>{t('documents.title')}</h1>
      <p>{t('documents.intro')}</p>
      <ul className="doc-list">
        {rows.map((row) => (
          <li key={row.name} className={`doc-row doc-${row.status}`}>
            <span className="doc-name">{documentName(row.name)}</span>
            <span className="doc-status">{statusText[row.status]}</span>
            {row.status === 'incomplete' && row.uploadPath && (
              <Link className="doc-upload" to={row.uploadPath}>
                {t('documents.uploadThis')} <span className="visually-hidden">{documentName(row.name)}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
      <div className="upload-actions">
        {showIdentityUploadButton(docs.idDocsStatus, rank) && (
          <Link className="button button-primary button-block" to="/program/documents/upload">
            {t('documents.uploadIdentity')}
          </Link>
        )}
        {showWbOptIn(user.wb !== null, docs.wbReverseReferralOptIn, rank) && (
          <button
            type="button"
            className="button button-secondary button-block"
            onClick={() => setWbOpen(true)}
          >
            {t('documents.wbOptIn')}
          </button>
        )}
        <button type="button" className="link-button" onClick={() => modals.open('documentsReminder')}>
          {t('documents.reminderLink')}
        </button>
      </div>
      {wbOpen && (
        <WbEnrollmentModal
          userId={user.uuid}
          boardName={user.wb?.name ?? null}
          onClose={() => setWbOpen(false)}
        />
      )}
    </section>
  );
}
