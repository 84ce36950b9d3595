import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { StudentDetail } from '@shared/contracts/staff';
import { formatUsPhone } from '@shared/domain/contact';
import { TEXT_MAX_LENGTH } from '@shared/domain/texts';
import { t } from '@shared/i18n';
import { useHandlesError } from '@client/lib/error-reporting';
import { useTextReplies, useTextStudent } from '../api/texts';
import { personName } from './format';
import '@shared/messages/staff-student';
import { ScriptForm } from '@client/ui/ScriptForm';
import { StudentCard } from './StudentCard';

/** Call, e-mail or text the student; texts go out from the program's number and replies come back here. */
export function ContactCard({ detail }: { detail: StudentDetail }) {
  const p = detail.profile;
  const name = personName(p);
  const phone = formatUsPhone(p.phone);
  return (
    <StudentCard name="contact" title={t('staffStudent.contactTitle')} className="contact-card">
      <p className="contact-links">
        <a className="button button-secondary" href={`tel:${p.phone}`}>
          {t('staffStudent.call', { phone })}
        </a>
        <a className="button button-secondary" href={`mailto:${p.email}`}>
          {t('staffStudent.email', { email: p.email })}
        </a>
      </p>
      {detail.textsOptedOut ? (
        <p className="contact-opted-out" role="status">
          {t('staffStudent.texts.optedOut', { name: p.firstName })}
        </p>
      ) : (
        <TextForm studentId={p.id} name={name} phone={phone} />
      )}
      <RepliesLink />
    </StudentCard>
  );
}

/** Every student's waiting replies, one click away while the console's header has no link to them. */
function RepliesLink() {
  const replies = useTextReplies();
  if (!replies.data) return null;
  return (
    <p className="staff-more">
      <Link to="/staff/replies">{t('staffStudent.replies.openQueue', { count: replies.data.count })}</Link>
    </p>
  );
}

function TextForm({ studentId, name, phone }: { studentId: string; name: string; phone: string }) {
  const send = useHandlesError(useTextStudent(studentId));
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const id = useId();
  const submit = () => {
    const text = body.trim();
    if (!text) return setError(t('staffStudent.texts.required'));
    if (text.length > TEXT_MAX_LENGTH)
      return setError(t('staffStudent.texts.tooLong', { max: TEXT_MAX_LENGTH }));
    setError('');
    setSent('');
    send.mutate(
      { body: text, key },
      {
        onSuccess: () => {
          setBody('');
          setKey(crypto.randomUUID());
          setSent(t('staffStudent.texts.sent'));
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  const describedBy = [`${id}-help`, `${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <ScriptForm className="field text-form" noValidate onSend={submit}>
      <label htmlFor={id}>{t('staffStudent.texts.title', { name })}</label>
      <p className="hint" id={`${id}-help`}>
        {t('staffStudent.texts.help', { phone })}
      </p>
      <textarea
        id={id}
        rows={4}
        maxLength={TEXT_MAX_LENGTH}
        value={body}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setBody(e.target.value);
          setSent('');
        }}
      />
      <p className="hint text-count" id={`${id}-count`}>
        {t('staffStudent.texts.count', { count: body.length, max: TEXT_MAX_LENGTH })}
      </p>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={send.isPending}>
        {t('staffStudent.texts.send')}
      </button>
      <p className="visually-hidden" role="status">
        {sent}
      </p>
    </ScriptForm>
  );
}
