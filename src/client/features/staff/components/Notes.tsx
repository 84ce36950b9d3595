import { useId, useState } from 'react';
import type { Note } from '@shared/contracts/staff';
import { MAX_NOTE_LENGTH, noteTypes, type NoteType } from '@shared/domain/staff';
import { t } from '@shared/i18n';
import { useAddNote, useEditNote, useNotes } from '../api/staff';
import { when } from './format';
import { useHandlesError } from '@client/lib/error-reporting';
import '@shared/messages/staff';
import { ScriptForm } from '@client/ui/ScriptForm';
import { LabelledSelect } from '@client/ui/Labelled';
import { StudentCard } from './StudentCard';

const typeName = (type: NoteType) => t(`staff.noteTypes.${type}`);

/** Notes staff keep about a student: add one, edit one (who and when stay on it). */
export function Notes({ studentId }: { studentId: string }) {
  const notes = useNotes(studentId);
  const add = useHandlesError(useAddNote(studentId));
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [status, setStatus] = useState('');
  return (
    <StudentCard name="notes" title={t('staff.notes')}>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <NoteForm
        submitLabel={t('staff.addNote')}
        pending={add.isPending}
        onSubmit={(type, body, reset) =>
          add.mutate(
            { body: { studentId, type, body }, key },
            {
              onSuccess: () => {
                reset();
                setKey(crypto.randomUUID());
                setStatus(t('staff.noteSaved'));
              },
            },
          )
        }
        error={add.error?.message}
      />
      {notes.isPending ? (
        <p>{t('common.loading')}</p>
      ) : notes.data?.length ? (
        <ul className="staff-list">
          {notes.data.map((note) => (
            <li key={note.id}>
              <NoteItem note={note} studentId={studentId} onSaved={() => setStatus(t('staff.noteSaved'))} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('staff.noNotes')}</p>
      )}
    </StudentCard>
  );
}

function NoteItem({ note, studentId, onSaved }: { note: Note; studentId: string; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  const edit = useEditNote(studentId);
  if (editing) {
    return (
      <NoteForm
        initial={{ type: note.type, body: note.body }}
        submitLabel={t('staff.saveNote')}
        pending={edit.isPending}
        error={edit.error?.message}
        onCancel={() => setEditing(false)}
        onSubmit={(type, body) =>
          edit.mutate(
            { id: note.id, type, body },
            {
              onSuccess: () => {
                setEditing(false);
                onSaved();
              },
            },
          )
        }
      />
    );
  }
  return (
    <article aria-label={`${typeName(note.type)}: ${note.author.name}`}>
      <p className="note-meta">
        <strong>{typeName(note.type)}</strong> ·{' '}
        {t('staff.noteBy', { name: note.author.name, when: when.format(new Date(note.createdAt)) })}
        {note.editedBy && note.editedAt && (
          <>
            {' '}
            ·{' '}
            {t('staff.noteEdited', { name: note.editedBy.name, when: when.format(new Date(note.editedAt)) })}
          </>
        )}
      </p>
      <p className="note-body">{note.body}</p>
      <button type="button" className="button button-ghost" onClick={() => setEditing(true)}>
        {t('staff.editNote')}
        <span className="visually-hidden"> {note.body.slice(0, 40)}</span>
      </button>
    </article>
  );
}

function NoteForm(props: {
  initial?: { type: NoteType; body: string };
  submitLabel: string;
  pending: boolean;
  error: string | undefined;
  onSubmit: (type: NoteType, body: string, reset: () => void) => void;
  onCancel?: () => void;
}) {
  const [type, setType] = useState<NoteType>(props.initial?.type ?? 'general');
  const [body, setBody] = useState(props.initial?.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const ids = { body: useId(), error: useId() };
  const shown = error ?? props.error ?? null;
  return (
    <ScriptForm
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const text = body.trim();
        if (!text) return setError(t('staff.noteRequired'));
        if (text.length > MAX_NOTE_LENGTH) return setError(t('staff.noteTooLong', { max: MAX_NOTE_LENGTH }));
        setError(null);
        props.onSubmit(type, text, () => {
          setBody('');
          setType('general');
        });
      }}
    >
      <LabelledSelect
        className="field"
        label={t('staff.noteType')}
        choices={noteTypes.map((nt) => ({ value: nt, label: typeName(nt) }))}
        value={type}
        onChange={(e) => setType(e.target.value as NoteType)}
      />
      <div className={`field${shown ? ' field-invalid' : ''}`}>
        <label htmlFor={ids.body}>{t('staff.noteBody')}</label>
        <textarea
          id={ids.body}
          rows={3}
          value={body}
          maxLength={MAX_NOTE_LENGTH}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? ids.error : undefined}
          onChange={(e) => setBody(e.target.value)}
        />
        {shown && (
          <p id={ids.error} className="field-error" role="alert">
            {shown}
          </p>
        )}
      </div>
      <div className="review-actions">
        <button type="submit" className="button button-primary" disabled={props.pending}>
          {props.submitLabel}
        </button>
        {props.onCancel && (
          <button type="button" className="button button-ghost" onClick={props.onCancel}>
            {t('staff.cancel')}
          </button>
        )}
      </div>
    </ScriptForm>
  );
}
