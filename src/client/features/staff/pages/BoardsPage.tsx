import { useId, useState } from 'react';
import type { Board, BoardBody, BoardOffice, OfficeBody } from '@shared/contracts/staff-boards';
import { formatUsPhone } from '@shared/domain/contact';
import { t } from '@shared/i18n';
import { useSession } from '@client/lib/session';
import { useBoards, useRemoveBoard, useRemoveOffice, useSaveBoard, useSaveOffice } from '../api/boards';
import { ConsoleForm, formLabels, useConsoleSave } from '../components/ConsoleForm';
import { RecordsPage, useRecordEditing } from '../components/RecordsPage';
import { PlaceFields, placeBodyOf, placeDraftOf } from '../components/PlaceFields';
import '../program-facts.css';
import '@shared/messages/staff-facts';
import { FieldError } from '@client/ui/FieldError';

type Editing =
  { kind: 'board'; board: Board | null } | { kind: 'office'; board: Board; office: BoardOffice | null };

/**
 * The workforce boards students are assigned to and their One Stop offices, where One Stop rides go:
 * coaches read the list, admins add, change and remove boards and the offices made here (offices from the
 * program's content files are read-only).
 */
export default function BoardsPage() {
  const boards = useBoards();
  const { data: user } = useSession();
  const isAdmin = user?.role === 'admin';
  const { editing, notice, edit, done } = useRecordEditing<Editing>();
  return (
    <RecordsPage
      title={t('staffFacts.boards.title')}
      intro={t('staffFacts.boards.intro')}
      lead={!isAdmin && <p>{t('staffFacts.adminOnly')}</p>}
      notice={notice}
      records={boards}
    >
      {({ boards: list }) => (
        <>
          {isAdmin && editing?.kind === 'board' && (
            <BoardForm key={editing.board?.id ?? 'new'} board={editing.board} onDone={done} />
          )}
          {isAdmin && !editing && (
            <button
              type="button"
              className="button button-primary"
              onClick={() => edit({ kind: 'board', board: null })}
            >
              {t('staffFacts.boards.add')}
            </button>
          )}
          {list.length === 0 ? (
            <p>{t('staffFacts.boards.empty')}</p>
          ) : (
            <ul className="school-list">
              {list.map((b) => (
                <BoardItem
                  key={b.id}
                  board={b}
                  isAdmin={isAdmin}
                  editing={editing}
                  onEdit={edit}
                  onDone={done}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </RecordsPage>
  );
}

function BoardItem({
  board,
  isAdmin,
  editing,
  onEdit,
  onDone,
}: {
  board: Board;
  isAdmin: boolean;
  editing: Editing | null;
  onEdit: (next: Editing) => void;
  onDone: (message: string) => void;
}) {
  const remove = useRemoveBoard();
  const removeOffice = useRemoveOffice();
  const [error, setError] = useState('');
  const officeForm = editing?.kind === 'office' && editing.board.id === board.id ? editing : null;
  const onError = (e: Error) => setError(e.message);
  return (
    <li>
      <h2 className="h3">{board.name}</h2>
      <p>
        {board.link ? (
          <a href={board.link} target="_blank" rel="noreferrer noopener">
            {board.link}
          </a>
        ) : (
          t('staffFacts.boards.noLink')
        )}
      </p>
      <p className="field-hint">
        {t('staffFacts.boards.students', { count: board.students })} ·{' '}
        {t('staffFacts.boards.slug', { slug: board.slug })}
      </p>
      {isAdmin && (
        <div className="school-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onEdit({ kind: 'board', board })}
          >
            {t('staffFacts.boards.edit', { name: board.name })}
          </button>
          {board.students === 0 && (
            <button
              type="button"
              className="button button-secondary"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(board.id, { onSuccess: () => onDone(t('staffFacts.boards.removed')), onError })
              }
            >
              {t('staffFacts.boards.remove', { name: board.name })}
            </button>
          )}
        </div>
      )}
      <FieldError error={error} />
      <h3 className="h4 board-offices-title">{t('staffFacts.boards.offices', { name: board.name })}</h3>
      {board.offices.length === 0 ? (
        <p className="field-hint">{t('staffFacts.boards.noOffices')}</p>
      ) : (
        <ul className="board-offices">
          {board.offices.map((o) => (
            <li key={o.id}>
              <p className="board-office-name">{o.name}</p>
              <p>
                {o.address}, {o.city}, {o.state} {o.zip}
                {o.phone && <> · {formatUsPhone(o.phone)}</>}
              </p>
              {o.hours && <p>{o.hours}</p>}
              {!o.managed && <p className="field-hint">{t('staffFacts.boards.fromContent')}</p>}
              {isAdmin && o.managed && (
                <div className="school-actions">
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => onEdit({ kind: 'office', board, office: o })}
                  >
                    {t('staffFacts.boards.editOffice', { name: o.name })}
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={removeOffice.isPending}
                    onClick={() =>
                      removeOffice.mutate(
                        { board: board.id, id: o.id },
                        { onSuccess: () => onDone(t('staffFacts.boards.officeRemoved')), onError },
                      )
                    }
                  >
                    {t('staffFacts.boards.removeOffice', { name: o.name })}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {isAdmin && officeForm && (
        <OfficeForm
          key={officeForm.office?.id ?? 'new'}
          board={board}
          office={officeForm.office}
          onDone={onDone}
        />
      )}
      {isAdmin && !editing && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onEdit({ kind: 'office', board, office: null })}
        >
          {t('staffFacts.boards.addOffice', { name: board.name })}
        </button>
      )}
    </li>
  );
}

function BoardForm({ board, onDone }: { board: Board | null; onDone: (message: string) => void }) {
  const saving = useConsoleSave(useSaveBoard(), onDone);
  const [name, setName] = useState(board?.name ?? '');
  const [link, setLink] = useState(board?.link ?? '');
  const id = useId();
  const submit = () => {
    const body: BoardBody = { name, link: link.trim() || null };
    saving.submit(
      { id: board?.id ?? null, body },
      t(board ? 'staffFacts.boards.saved' : 'staffFacts.boards.created'),
    );
  };
  return (
    <ConsoleForm
      className="card school-form"
      saving={saving}
      onSubmit={submit}
      labels={formLabels('staffFacts.boards')}
    >
      <h2>{board ? t('staffFacts.boards.edit', { name: board.name }) : t('staffFacts.boards.add')}</h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('staffFacts.boards.name')}</label>
        <input id={`${id}-name`} value={name} autoComplete="off" onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-link`}>{t('staffFacts.boards.link')}</label>
        <input
          id={`${id}-link`}
          type="url"
          inputMode="url"
          value={link}
          autoComplete="off"
          aria-describedby={`${id}-link-hint`}
          onChange={(e) => setLink(e.target.value)}
        />
        <p id={`${id}-link-hint`} className="field-hint">
          {t('staffFacts.boards.linkHint')}
        </p>
      </div>
    </ConsoleForm>
  );
}

function OfficeForm({
  board,
  office,
  onDone,
}: {
  board: Board;
  office: BoardOffice | null;
  onDone: (message: string) => void;
}) {
  const saving = useConsoleSave(useSaveOffice(), onDone);
  const [draft, setDraft] = useState(() => placeDraftOf(office));
  const submit = () => {
    const body: OfficeBody = placeBodyOf(draft);
    saving.submit(
      { board: board.id, id: office?.id ?? null, body },
      t(office ? 'staffFacts.boards.officeSaved' : 'staffFacts.boards.officeCreated'),
    );
  };
  return (
    <ConsoleForm
      className="card school-form board-office-form"
      saving={saving}
      onSubmit={submit}
      labels={{ ...formLabels('staffFacts.boards'), save: t('staffFacts.boards.saveOffice') }}
    >
      <h4 className="h3">
        {office
          ? t('staffFacts.boards.editOffice', { name: office.name })
          : t('staffFacts.boards.addOffice', { name: board.name })}
      </h4>
      <PlaceFields draft={draft} setDraft={setDraft} nameLabel={t('staffFacts.boards.name')} />
    </ConsoleForm>
  );
}
