import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffTicket } from '@shared/contracts/staff';
import { t } from '@shared/i18n';
import { DecisionCard } from '@client/ui/DecisionCard';
import { ReviewList } from '@client/ui/ReviewList';
import { useOpenTickets, useSolveTicket } from '../api/staff';
import { when } from '../components/format';
import { TicketReplies } from '../components/TicketReplyForm';
import '@shared/messages/staff';

/** Open help-desk tickets, oldest first; a coach marks one solved. */
export default function TicketsPage() {
  const list = useOpenTickets();
  const [done, setDone] = useState('');
  return (
    <ReviewList
      title={t('staff.ticketsTitle')}
      notice={done}
      pending={list.isPending}
      failed={list.isError && t('staff.loadFailed')}
      className=""
      sections={[
        {
          empty: t('staff.ticketsEmpty'),
          cards: (list.data ?? []).map((ticket) => ({
            key: ticket.id,
            title: ticket.subject,
            meta: `${ticket.student?.name ?? ticket.email} · ${when.format(new Date(ticket.createdAt))}`,
            card: (
              <TicketCard
                ticket={ticket}
                onDone={() => setDone(t('staff.solved'))}
                onReplied={() => setDone(t('staff.replySent'))}
              />
            ),
          })),
        },
      ]}
    />
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
  return (
    <DecisionCard
      id={`ticket-${ticket.id}`}
      heading={ticket.subject}
      className=""
      detailsClassName="note-meta"
      details={
        <>
          {ticket.student ? (
            <Link to={`/staff/students/${ticket.student.id}`}>
              {t('staff.ticketFrom', { name: ticket.student.name })}
            </Link>
          ) : (
            t('staff.ticketFrom', { name: ticket.email })
          )}{' '}
          · {t('staff.ticketCreated', { when: when.format(new Date(ticket.createdAt)) })} ·{' '}
          {t(`staff.ticketStatus.${ticket.status}` as 'staff.ticketStatus.open')}
          {ticket.locale === 'es' && <> · {t('staff.ticketInSpanish')}</>}
        </>
      }
      busy={solve.isPending}
      actions={[
        { label: t('staff.markSolved'), onClick: () => solve.mutate(ticket.id, { onSuccess: onDone }) },
      ]}
    >
      <p className="note-body">{ticket.body}</p>
      <TicketReplies ticket={ticket} onSent={onReplied} />
    </DecisionCard>
  );
}
