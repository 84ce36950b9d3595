import '../rides.css';
import { useState } from 'react';
import type { StaffRides } from '@shared/contracts/rides';
import { declineReasons } from '@shared/domain/rides';
import { t } from '@shared/i18n';
import { DecisionCard } from '@client/ui/DecisionCard';
import { useReasonChoice } from '@client/ui/ReasonChoice';
import { ReviewList } from '@client/ui/ReviewList';
import { useRideDecision, useStaffRides, type RideDecision } from '../api/rides';
import { zonedTime } from '@client/lib/zoned-time';
import { decideAndTell } from '@client/lib/decide-and-tell';
import '@shared/messages/rides';

/** Staff times always carry their zone. */
const when = zonedTime;
type Student = StaffRides['access'][number]['student'];
const nameOf = (s: Student) => `${s.firstName} ${s.lastName}`;

/** Staff: Uber access requests to turn on, new places and Flexible rides to approve or decline. */
export default function StaffRidesPage() {
  const list = useStaffRides();
  const [done, setDone] = useState('');
  const data = list.data;
  const card = (
    props: Pick<CardProps, 'id' | 'heading' | 'lines' | 'student'>,
    first: CardProps['approve'],
    kind: CardProps['kind'],
  ) => ({
    key: props.id,
    title: props.heading,
    meta: props.lines[0],
    card: <Card {...props} approve={first} kind={kind} onDone={setDone} />,
  });
  return (
    <ReviewList
      title={t('rides.staffTitle')}
      notice={done}
      pending={list.isPending || !data}
      sections={
        data
          ? [
              {
                heading: t('rides.staffAccess'),
                empty: t('rides.staffEmpty'),
                cards: data.access.map((r) =>
                  card(
                    {
                      id: r.id,
                      heading: nameOf(r.student),
                      lines: [`${r.student.email} · ${when.format(new Date(r.createdAt))}`, r.reason],
                      student: r.student,
                    },
                    { label: t('rides.staffEnable'), decision: { kind: 'access', id: r.id, verb: 'enable' } },
                    'access',
                  ),
                ),
              },
              {
                heading: t('rides.staffLocations'),
                empty: t('rides.staffEmpty'),
                cards: data.locations.map((r) =>
                  card(
                    {
                      id: r.id,
                      heading: `${r.name} · ${nameOf(r.student)}`,
                      lines: [
                        `${r.address}, ${r.city}, ${r.state} ${r.zip}`,
                        r.reason,
                        when.format(new Date(r.createdAt)),
                      ],
                      student: r.student,
                    },
                    {
                      label: t('rides.staffApprove'),
                      decision: { kind: 'locations', id: r.id, verb: 'approve' },
                    },
                    'locations',
                  ),
                ),
              },
              {
                heading: t('rides.staffTrips'),
                empty: t('rides.staffEmpty'),
                cards: data.trips.map((r) =>
                  card(
                    {
                      id: r.id,
                      heading: `${t(`rides.reasons.${r.rideReason}`)} · ${nameOf(r.student)}`,
                      lines: [
                        t('rides.staffRide', {
                          rideReason: r.rideReason,
                          pickup: r.pickupName,
                          dropoff: r.dropoffName,
                        }),
                        `${r.pickupAddress} → ${r.dropoffAddress}`,
                        when.format(new Date(r.createdAt)),
                      ],
                      student: r.student,
                    },
                    {
                      label: t('rides.staffApprove'),
                      decision: { kind: 'trips', id: r.id, verb: 'approve' },
                    },
                    'trips',
                  ),
                ),
              },
            ]
          : []
      }
    />
  );
}

interface CardProps {
  id: string;
  heading: string;
  lines: string[];
  approve: { label: string; decision: Exclude<RideDecision, { verb: 'decline' }> };
  kind: RideDecision['kind'];
  student: Student;
  onDone: (m: string) => void;
}

function Card({ id, heading, lines, approve, kind, student, onDone }: CardProps) {
  const decide = useRideDecision();
  const reasons = useReasonChoice(
    id,
    declineReasons.map((key) => t(`rides.declineReasons.${key}`)),
  );
  const [details, ...more] = lines;
  const name = nameOf(student);
  const approved =
    approve.decision.verb === 'enable'
      ? t('rides.staffEnabled', { name })
      : t('rides.staffApproved', { name });
  return (
    <DecisionCard
      id={`ride-${id}`}
      heading={heading}
      headingLevel={3}
      details={details}
      busy={decide.isPending}
      actions={[
        {
          label: approve.label,
          onClick: () => decideAndTell(decide, approve.decision, () => onDone(approved)),
        },
      ]}
      reason={{
        label: t('rides.staffDecline'),
        confirmLabel: t('rides.staffDecline'),
        legend: t('rides.staffDeclineReason'),
        onConfirm: () =>
          reasons.confirm({ required: t('rides.declineReasonRequired') }, (reason) =>
            decideAndTell(decide, { kind, id, verb: 'decline', reason }, () =>
              onDone(t('rides.staffDeclined', { name })),
            ),
          ),
        form: reasons.form,
      }}
    >
      {more.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </DecisionCard>
  );
}
