import { useId, useState, type FormEvent } from 'react';
import type { StaffMember } from '@shared/contracts/staff-team';
import { STAFF_ROLES, type StaffRole } from '@shared/domain/staff-roles';
import { t } from '@shared/i18n';
import { ApiError } from '@client/lib/api';
import { useHandlesError } from '@client/lib/error-reporting';
import { useSession } from '@client/lib/session';
import {
  useChangeStaffRole,
  useDeactivateStaff,
  useInviteStaff,
  useReactivateStaff,
  useStaffTeam,
} from '../api/team';
import { plural, when } from '../components/format';
import '../team.css';
import '@shared/messages/staff-team';
import { FieldError } from '@client/ui/FieldError';
import { ScriptForm } from '@client/ui/ScriptForm';

const roleName = (role: StaffRole) => t(`staffTeam.roles.${role}`);
const fullName = (m: StaffMember) => [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email;

/** Admins only: who works the program, invitations, roles, and ending or restoring someone's access. */
export default function TeamPage() {
  const { data: user } = useSession();
  const team = useStaffTeam();
  const [notice, setNotice] = useState('');
  if (user && user.role !== 'admin')
    return (
      <section>
        <h1>{t('staffTeam.title')}</h1>
        <p role="alert">{t('staffTeam.errors.adminOnly')}</p>
      </section>
    );
  return (
    <section className="team-page">
      <h1>{t('staffTeam.title')}</h1>
      <p className="hint">{t('staffTeam.intro')}</p>
      <p role="status" className="team-notice">
        {notice}
      </p>
      <InviteForm onDone={setNotice} />
      <h2 id="team-list">{t('staffTeam.listTitle')}</h2>
      {team.isPending && <p>…</p>}
      {team.isError && (
        <p role="alert">
          {team.error instanceof ApiError && team.error.status === 403
            ? team.error.message
            : t('staffTeam.loadFailed')}{' '}
          <button type="button" className="button button-secondary" onClick={() => void team.refetch()}>
            {t('staffTeam.retry')}
          </button>
        </p>
      )}
      {team.data && (
        <>
          <p className="muted">
            {plural(team.data.staff.length, 'staffTeam.count_one', 'staffTeam.count_other')}
          </p>
          <ul className="staff-list team-list" aria-labelledby="team-list">
            {team.data.staff.map((m) => (
              <MemberCard key={m.id} member={m} isYou={m.id === team.data.viewerId} onDone={setNotice} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function RoleSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
}) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as StaffRole)}>
      {STAFF_ROLES.map((r) => (
        <option key={r} value={r}>
          {roleName(r)}
        </option>
      ))}
    </select>
  );
}

function InviteForm({ onDone }: { onDone: (notice: string) => void }) {
  const invite = useHandlesError(useInviteStaff());
  const id = useId();
  // One key per filled-in form: a second click while the first is on its way is the same invitation.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [role, setRole] = useState<StaffRole>('coach');
  const [error, setError] = useState<{ field: string | undefined; message: string } | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const body = {
      firstName: String(form.get('firstName') ?? ''),
      lastName: String(form.get('lastName') ?? ''),
      email: String(form.get('email') ?? ''),
      role,
    };
    setError(null);
    invite.mutate(
      { body, key },
      {
        onSuccess: (member) => {
          formEl.reset();
          setRole('coach');
          setKey(crypto.randomUUID());
          onDone(t('staffTeam.invite.sent', { email: member.email }));
        },
        onError: (err) => {
          setError({ field: err instanceof ApiError ? err.field : undefined, message: err.message });
          if (err instanceof ApiError && err.status === 409) setKey(crypto.randomUUID());
        },
      },
    );
  };
  const fieldError = (name: string) =>
    error && (error.field === name || (!error.field && name === 'email')) ? error.message : '';
  const field = (name: 'firstName' | 'lastName' | 'email', type: string, autoComplete: string) => {
    const message = fieldError(name);
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{t(`staffTeam.invite.${name}`)}</label>
        {message && (
          <p id={`${id}-${name}-error`} className="field-error" role="alert">
            {message}
          </p>
        )}
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          required
          autoComplete={autoComplete}
          maxLength={name === 'email' ? 254 : 80}
          aria-invalid={message ? true : undefined}
          {...(message ? { 'aria-describedby': `${id}-${name}-error` } : {})}
        />
      </div>
    );
  };
  return (
    <ScriptForm className="card team-invite" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('staffTeam.invite.title')}</h2>
      <p className="field-hint">{t('staffTeam.invite.hint')}</p>
      <div className="team-invite-grid">
        {field('firstName', 'text', 'off')}
        {field('lastName', 'text', 'off')}
        {field('email', 'email', 'off')}
        <div className="field">
          <label htmlFor={`${id}-role`}>{t('staffTeam.invite.role')}</label>
          <FieldError error={fieldError('role')} />
          <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
        </div>
      </div>
      <button type="submit" className="button button-primary" disabled={invite.isPending}>
        {invite.isPending ? t('staffTeam.invite.sending') : t('staffTeam.invite.submit')}
      </button>
    </ScriptForm>
  );
}

function MemberCard({
  member,
  isYou,
  onDone,
}: {
  member: StaffMember;
  isYou: boolean;
  onDone: (notice: string) => void;
}) {
  const changeRole = useHandlesError(useChangeStaffRole());
  const deactivate = useHandlesError(useDeactivateStaff());
  const reactivate = useHandlesError(useReactivateStaff());
  const [role, setRole] = useState<StaffRole>(member.role);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const id = useId();
  const name = fullName(member);
  const busy = changeRole.isPending || deactivate.isPending || reactivate.isPending;
  const fail = (err: Error) => setError(err.message);
  return (
    <li className={member.active ? 'team-member' : 'team-member team-member-off'}>
      <h3>
        {name}
        {isYou && <span className="team-you">{t('staffTeam.you')}</span>}
      </h3>
      <dl className="staff-facts">
        <dt>{t('staffTeam.email')}</dt>
        <dd>{member.email}</dd>
        <dt>{t('staffTeam.role')}</dt>
        <dd>{roleName(member.role)}</dd>
        <dt>{t('staffTeam.access')}</dt>
        <dd>
          <span className={member.active ? 'team-chip team-chip-on' : 'team-chip team-chip-off'}>
            {member.active ? t('staffTeam.active') : t('staffTeam.deactivated')}
          </span>
        </dd>
        <dt>{t('staffTeam.lastSeen')}</dt>
        <dd>{member.lastSeenAt ? when.format(new Date(member.lastSeenAt)) : t('staffTeam.neverSeen')}</dd>
      </dl>
      <FieldError error={error} />
      <div className="team-actions">
        <ScriptForm
          className="team-role"
          onSubmit={(e) => {
            e.preventDefault();
            setError('');
            changeRole.mutate(
              { id: member.id, role },
              {
                onSuccess: (m) => onDone(t('staffTeam.changeRole.done', { name, role: roleName(m.role) })),
                onError: (err) => {
                  fail(err);
                  setRole(member.role);
                },
              },
            );
          }}
        >
          <label htmlFor={`${id}-role`} className="visually-hidden">
            {t('staffTeam.changeRole.label', { name })}
          </label>
          <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
          <button type="submit" className="button button-secondary" disabled={busy || role === member.role}>
            {changeRole.isPending ? t('staffTeam.changeRole.saving') : t('staffTeam.changeRole.save')}
          </button>
        </ScriptForm>
        {member.active && !confirming && (
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('staffTeam.deactivateLabel', { name })}
            disabled={busy}
            onClick={() => {
              setError('');
              setConfirming(true);
            }}
          >
            {t('staffTeam.deactivate')}
          </button>
        )}
        {!member.active && (
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('staffTeam.reactivateLabel', { name })}
            disabled={busy}
            onClick={() => {
              setError('');
              reactivate.mutate(member.id, {
                onSuccess: () => onDone(t('staffTeam.reactivated', { name })),
                onError: fail,
              });
            }}
          >
            {t('staffTeam.reactivate')}
          </button>
        )}
      </div>
      {member.active && confirming && (
        <div className="team-confirm" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>{t('staffTeam.confirmDeactivate', { name })}</p>
          <div className="team-actions">
            <button
              type="button"
              className="button button-danger"
              disabled={busy}
              onClick={() =>
                deactivate.mutate(member.id, {
                  onSuccess: () => {
                    setConfirming(false);
                    onDone(t('staffTeam.deactivated_done', { name }));
                  },
                  onError: (err) => {
                    setConfirming(false);
                    fail(err);
                  },
                })
              }
            >
              {t('staffTeam.confirmYes')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
              {t('staffTeam.confirmNo')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
