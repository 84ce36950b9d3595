import { Link, useParams } from 'react-router';
import type { StudentDetail } from '@shared/contracts/staff';
import { t } from '@shared/i18n';
import { useState } from 'react';
import { useAssignCoach, useAudit, useStudent } from '../api/staff';
import { AuditList } from '../components/AuditList';
import { BirthDateField } from '../components/BirthDateField';
import { ContactCard } from '../components/ContactCard';
import { StudentBookings } from '../components/StudentBookings';
import { ResumeDownload } from '../components/ResumeDownload';
import { Notes } from '../components/Notes';
import { PayoutsSummary } from '../components/PayoutsSummary';
import { ProgramFacts } from '../components/ProgramFacts';
import { QuizScores } from '../components/QuizScores';
import { RidesSummary } from '../components/RidesSummary';
import { StudentActions } from '../components/StudentActions';
import { StudentChecklist } from '../components/StudentChecklist';
import { StudentTimeline } from '../components/StudentTimeline';
import { WaitingChips } from '../components/WaitingChips';
import { day, personName, when } from '../components/format';
import { formatUsPhone } from '@shared/domain/contact';
import { LabelledSelect, namedChoices } from '@client/ui/Labelled';
import '../student-page.css';
import '@shared/messages/documents';
import '@shared/messages/staff';
import '@shared/messages/staff-student';
import { RecordList, StudentCard } from '../components/StudentCard';

/**
 * One student for a coach: profile, contact (call, e-mail, text), the checklist as the student sees it, the
 * timeline of what the student and staff did, quiz scores, documents, rides, stipends, payouts, tickets,
 * notes and the audit trail.
 */
export default function StudentPage() {
  const { id = '' } = useParams();
  const student = useStudent(id);
  return (
    <section>
      <p>
        <Link to="/staff">{t('staff.backToCaseload')}</Link>
      </p>
      {student.isPending ? (
        <p>{t('common.loading')}</p>
      ) : student.isError ? (
        <>
          <h1>{t('staff.profile')}</h1>
          <p role="alert">{student.error.message}</p>
        </>
      ) : (
        <StudentView detail={student.data} />
      )}
    </section>
  );
}

function StudentView({ detail }: { detail: StudentDetail }) {
  const p = detail.profile;
  const audit = useAudit(p.id);
  return (
    <>
      <h1>{personName(p)}</h1>
      <WaitingChips waiting={p.waiting} />
      <div className="staff-student">
        <StudentCard name="profile" title={t('staff.profile')}>
          <dl className="staff-facts">
            <dt>{t('staff.status')}</dt>
            <dd>{t(`staffStudent.statuses.${p.status}` as 'staffStudent.statuses.0_New')}</dd>
            <dt>{t('staff.email')}</dt>
            <dd>
              <a href={`mailto:${p.email}`}>{p.email}</a>
            </dd>
            <dt>{t('staff.phone')}</dt>
            <dd>
              <a className="phone-link" href={`tel:${p.phone}`}>
                {formatUsPhone(p.phone)}
              </a>
            </dd>
            <dt>{t('staff.place')}</dt>
            <dd>{[p.city, p.state].filter(Boolean).join(', ') || '—'}</dd>
            <dt>{t('staff.filterCoach')}</dt>
            <dd>{p.coach?.name ?? t('staff.noCoach')}</dd>
            <dt>{t('staffStudent.language')}</dt>
            <dd>{t(`staffStudent.languages.${p.locale}`)}</dd>
            <dt>{t('staff.joined')}</dt>
            <dd>{day.format(new Date(p.createdAt))}</dd>
            <dt>{t('staff.lastActiveLabel')}</dt>
            <dd>{p.lastActivityAt ? when.format(new Date(p.lastActivityAt)) : t('staff.neverActive')}</dd>
          </dl>
          <BirthDateField studentId={p.id} value={p.dateOfBirth} />
          <CoachPicker detail={detail} />
        </StudentCard>

        <ContactCard detail={detail} />

        <StudentBookings studentId={p.id} />
        <ProgramFacts studentId={p.id} />

        <StudentChecklist detail={detail} />

        <StudentActions detail={detail} />

        <StudentTimeline studentId={p.id} />

        <QuizScores quizzes={detail.quizzes} />

        <StudentCard name="documents" title={t('staff.documents')}>
          <dl className="staff-facts">
            {detail.documents.map((d) => (
              <div key={d.name} className="staff-fact">
                <dt>
                  {t(`documents.names.${d.name}` as 'documents.names.cdla', { product: t('product.name') })}
                </dt>
                <dd>{t(`staff.docStatus.${d.status}`)}</dd>
              </div>
            ))}
          </dl>
          {detail.resumePath && <ResumeDownload path={detail.resumePath} name={personName(p)} />}
          <p className="staff-more">
            <Link to={`/staff/documents?student=${p.id}`}>{t('staff.reviewPhotos')}</Link>
          </p>
        </StudentCard>

        <RidesSummary rides={detail.rides} />

        <StudentCard name="stipends" title={t('staff.stipends')}>
          <RecordList items={detail.stipends} empty={t('staff.noStipends')}>
            {(s) => (
              <li key={s.id}>
                {t('staff.stipendWeek', {
                  week: s.week,
                  status: t(`staff.stipendStatus.${s.status}` as 'staff.stipendStatus.paid'),
                })}
              </li>
            )}
          </RecordList>
        </StudentCard>

        <PayoutsSummary payouts={detail.payouts} />

        <StudentCard name="tickets" title={t('staff.tickets')}>
          <RecordList items={detail.tickets} empty={t('staff.noTickets')}>
            {(ticket) => (
              <li key={ticket.id}>
                {ticket.subject} · {t(`staff.ticketStatus.${ticket.status}` as 'staff.ticketStatus.open')} ·{' '}
                {when.format(new Date(ticket.createdAt))}
              </li>
            )}
          </RecordList>
        </StudentCard>
      </div>
      <Notes studentId={p.id} />

      <StudentCard name="audit" title={t('staff.auditTitle')}>
        {audit.data ? <AuditList entries={audit.data} /> : <p>{t('common.loading')}</p>}
      </StudentCard>
    </>
  );
}

/** The student's success coach: changed at once, audited on the server. */
function CoachPicker({ detail }: { detail: StudentDetail }) {
  const assign = useAssignCoach(detail.profile.id);
  const [saved, setSaved] = useState('');
  return (
    <LabelledSelect
      className="field staff-more"
      label={t('staff.filterCoach')}
      none={t('staff.noCoach')}
      choices={namedChoices(detail.coaches)}
      value={detail.profile.coach?.id ?? ''}
      disabled={assign.isPending}
      onChange={(e) =>
        assign.mutate(e.target.value || null, {
          onSuccess: () => setSaved(t('staff.coachSaved')),
        })
      }
    >
      <p className="visually-hidden" role="status">
        {saved}
      </p>
    </LabelledSelect>
  );
}
