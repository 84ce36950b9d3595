import { useId, useState } from 'react';
import type { StaffTicket } from '@shared/contracts/staff';
import { MAX_REPLY_LENGTH } from '@shared/domain/staff';
import { t } from '@shared/i18n';
import { useReplyToTicket } from '../api/staff';
import { when } from './format';
import { useHandlesError } from '@client/lib/error-reporting';
import '@shared/messages/staff';
import { ScriptForm } from '@client/ui/ScriptForm';

/** The answers already sent on a ticket, and a form for the next one (e-mailed to the student). */
export function TicketReplies({ ticket, onSent }: { ticket: StaffTicket; onSent: () => void }) {
  const reply = useHandlesError(useReplyToTicket(ticket.id));
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const name = ticket.student?.name ?? ticket.email;
  const send = () => {
    if (!body.trim()) return setError(t('staff.replyRequired'));
    setError('');
    reply.mutate(
      { body, key },
      {
        onSuccess: () => {
          setBody('');
          setKey(crypto.randomUUID());
          onSent();
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <>
      {ticket.replies.length > 0 && (
        <ul className="ticket-replies">
          {ticket.replies.map((r) => (
            <li key={r.id}>
              <p className="note-meta">
                {t('staff.replyBy', { name: r.author.name, when: when.format(new Date(r.createdAt)) })}
              </p>
              <p className="note-body">{r.body}</p>
            </li>
          ))}
        </ul>
      )}
      <ScriptForm className="field" noValidate onSend={send}>
        <label htmlFor={id}>{t('staff.replyLabel', { name })}</label>
        <p className="hint" id={`${id}-help`}>
          {t('staff.replyHelp')}
        </p>
        <textarea
          id={id}
          rows={3}
          maxLength={MAX_REPLY_LENGTH}
          value={body}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setBody(e.target.value)}
        />
        {error && (
          <p className="field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button-secondary" disabled={reply.isPending}>
          {t('staff.sendReply')}
        </button>
      </ScriptForm>
    </>
  );
}
