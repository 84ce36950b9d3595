import { identityFolders } from '@shared/domain/documents';
import { programSettings } from '@shared/domain/program-settings';
import { t } from '@shared/i18n';
import { Dialog } from '@client/ui/Dialog';
import '@shared/messages/documents';
import '@shared/messages/menu';

/** 'documentsReminder' (spec 001 §2): the identity documents needed by the time classes are passed. */
export function DocumentsReminderModal({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={t('documents.reminderTitle')} onClose={onClose}>
      <p>{t('documents.reminderBody')}</p>
      <ul>
        {identityFolders.map((folder) => (
          <li key={folder}>{t(`documents.hubFolders.${folder}`)}</li>
        ))}
      </ul>
      {programSettings().helpCenterUrl && (
        <a href={programSettings().helpCenterUrl} target="_blank" rel="noreferrer">
          {t('documents.reminderHelp')} <span className="visually-hidden">{t('menu.opensNewTab')}</span>
        </a>
      )}
    </Dialog>
  );
}
