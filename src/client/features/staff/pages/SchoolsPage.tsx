import { useId, useState } from 'react';
import type { School, SchoolBody, SchoolList } from '@shared/contracts/staff-facts';
import { formatUsPhone } from '@shared/domain/contact';
import { t } from '@shared/i18n';
import { useSession } from '@client/lib/session';
import { useRemoveSchool, useSaveSchool, useSchools } from '../api/facts';
import { ConsoleForm, formLabels, useConsoleSave } from '../components/ConsoleForm';
import { RecordsPage, useRecordEditing } from '../components/RecordsPage';
import { PlaceFields, placeBodyOf, placeDraftOf, type PlaceDraft } from '../components/PlaceFields';
import '../program-facts.css';
import '@shared/messages/staff-facts';
import { FieldError } from '@client/ui/FieldError';

/**
 * The trucking schools students are assigned to: coaches read the list, admins add, change and remove the
 * schools made here (schools from the program's content files are read-only).
 */
export default function SchoolsPage() {
  const schools = useSchools();
  const { data: user } = useSession();
  const isAdmin = user?.role === 'admin';
  const { editing, notice, setNotice, edit, done } = useRecordEditing<School | 'new'>();
  return (
    <RecordsPage
      title={t('staffFacts.schools.title')}
      intro={t('staffFacts.schools.intro')}
      lead={!isAdmin && <p>{t('staffFacts.adminOnly')}</p>}
      notice={notice}
      records={schools}
    >
      {(list) => (
        <>
          {isAdmin && editing && (
            <SchoolForm
              key={editing === 'new' ? 'new' : editing.id}
              school={editing === 'new' ? null : editing}
              providers={list.providers}
              onDone={done}
            />
          )}
          {isAdmin && !editing && (
            <button type="button" className="button button-primary" onClick={() => edit('new')}>
              {t('staffFacts.schools.add')}
            </button>
          )}
          <Schools
            list={list}
            isAdmin={isAdmin}
            onEdit={edit}
            onRemoved={() => setNotice(t('staffFacts.schools.removed'))}
          />
        </>
      )}
    </RecordsPage>
  );
}

function Schools({
  list,
  isAdmin,
  onEdit,
  onRemoved,
}: {
  list: SchoolList;
  isAdmin: boolean;
  onEdit: (s: School) => void;
  onRemoved: () => void;
}) {
  const remove = useRemoveSchool();
  const [error, setError] = useState('');
  if (list.schools.length === 0) return <p>{t('staffFacts.schools.empty')}</p>;
  const provider = (id: string | null) => list.providers.find((p) => p.providerId === id)?.name;
  return (
    <>
      <FieldError error={error} />
      <ul className="school-list">
        {list.schools.map((s) => (
          <li key={s.id}>
            <h2 className="h3">{s.name}</h2>
            <p>
              {s.address}, {s.city}, {s.state} {s.zip}
              {s.phone && <> · {formatUsPhone(s.phone)}</>}
            </p>
            {s.hours && <p>{s.hours}</p>}
            <p className="field-hint">
              {t('staffFacts.schools.students', { count: s.students })}
              {provider(s.providerId) && <> · {provider(s.providerId)}</>}
              {!s.managed && <> · {t('staffFacts.schools.fromContent')}</>}
            </p>
            {isAdmin && s.managed && (
              <div className="school-actions">
                <button type="button" className="button button-secondary" onClick={() => onEdit(s)}>
                  {t('staffFacts.schools.edit', { name: s.name })}
                </button>
                {s.students === 0 && (
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(s.id, { onSuccess: onRemoved, onError: (e) => setError(e.message) })
                    }
                  >
                    {t('staffFacts.schools.remove', { name: s.name })}
                  </button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

type Draft = PlaceDraft & { providerId: string };

function SchoolForm({
  school,
  providers,
  onDone,
}: {
  school: School | null;
  providers: SchoolList['providers'];
  onDone: (message: string) => void;
}) {
  const saving = useConsoleSave(useSaveSchool(), onDone);
  const [draft, setDraft] = useState<Draft>(() => ({
    ...placeDraftOf(school),
    providerId: school?.providerId ?? '',
  }));
  const id = useId();
  const submit = () => {
    const body: SchoolBody = { ...placeBodyOf(draft), providerId: draft.providerId || null };
    saving.submit(
      { id: school?.id ?? null, body },
      t(school ? 'staffFacts.schools.saved' : 'staffFacts.schools.created'),
    );
  };
  return (
    <ConsoleForm
      className="card school-form"
      saving={saving}
      onSubmit={submit}
      labels={formLabels('staffFacts.schools')}
    >
      <h2>{school ? t('staffFacts.schools.edit', { name: school.name }) : t('staffFacts.schools.add')}</h2>
      <PlaceFields draft={draft} setDraft={setDraft}>
        <div className="field">
          <label htmlFor={`${id}-providerId`}>{t('staffFacts.schools.provider')}</label>
          <select
            id={`${id}-providerId`}
            value={draft.providerId}
            onChange={(e) => setDraft((d) => ({ ...d, providerId: e.target.value }))}
          >
            <option value="">{t('staffFacts.schools.noProvider')}</option>
            {providers.map((p) => (
              <option key={p.providerId} value={p.providerId}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      </PlaceFields>
    </ConsoleForm>
  );
}
