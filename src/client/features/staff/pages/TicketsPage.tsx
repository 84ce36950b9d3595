import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffTicket } from '@shared/contracts/staff';
import { t } from '@shared/i18n';
import { useAlerts } from '@client/lib/alerts';
import { useOpenTickets, useSolveTicket } from '../api/staff';
import { when } from '../components/format';
import { TicketReplies } from '../components/TicketReplyForm';

/** Open help-desk tickets, oldest first; a coach marks one solved. */
export default function TicketsPage() {
  const list = useOpenTickets();
  const [done, setDone] = useState('');
  return (
    <section>
      <h1>{t('staff.ticketsTitle')}</h1>
      <p className="visually-hidden" role="status">
        {done}
      </p>
      {list.isPending ? (
        <p>{t('common.loading')}</p>
      ) : list.isError ? (
        <p>{t('staff.loadFailed')}</p>
      ) : list.data.length === 0 ? (
        <p>{t('staff.ticketsEmpty')}</p>
      ) : (
        <ul className="staff-list">
          {list.data.map((ticket) => (
            <li key={ticket.id}>
              <TicketCard
                ticket={ticket}
                onDone={() => setDone(t('staff.solved'))}
                onReplied={() => setDone(t('staff.replySent'))}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TicketCard({
  ticket,
  onDone,
  onReplied,
}: {
  ticket: StaffTicket;
  onDone: () => void;
  onReplied: () => void;
}) {
  const solve = useSolveTicket();
  const { notifyError } = useAlerts();
  return (
    <article aria-labelledby={`ticket-${ticket.id}`}>
      <h2 id={`ticket-${ticket.id}`}>{ticket.subject}</h2>
      <p className="note-meta">
        {ticket.student ? (
          <Link to={`/staff/students/${ticket.student.id}`}>
            {t('staff.ticketFrom', { name: ticket.student.name })}
          </Link>
        ) : (
          t('staff.ticketFrom', { name: ticket.email })
        )}{' '}
        · {t('staff.ticketCreated', { when: when.format(new Date(ticket.createdAt)) })} ·{' '}
        {t(`staff.ticketStatus.${ticket.status}` as 'staff.ticketStatus.open')}
      </p>
      <p className="note-body">{ticket.body}</p>
      <TicketReplies ticket={ticket} onSent={onReplied} />
      <button
        type="button"
        className="button button-primary"
        disabled={solve.isPending}
        onClick={() => solve.mutate(ticket.id, { onSuccess: onDone, onError: notifyError })}
      >
        {t('staff.markSolved')}
      </button>
    </article>
  );
}
