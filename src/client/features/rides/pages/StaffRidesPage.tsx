import '../rides.css';
import { useState } from 'react';
import type { StaffRides } from '@shared/contracts/rides';
import { t } from '@shared/i18n';
import { DecisionCard } from '@client/ui/DecisionCard';
import { ReviewList } from '@client/ui/ReviewList';
import { useRideDecision, useStaffRides, type RideDecision } from '../api/rides';
import { zonedTime } from '@client/lib/zoned-time';

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
    first: { label: string; decision: RideDecision },
    decline: RideDecision,
  ) => ({
    key: props.id,
    title: props.heading,
    meta: props.lines[0],
    card: (
      <Card
        {...props}
        actions={[first, { label: t('rides.staffDecline'), decision: decline }]}
        onDone={setDone}
      />
    ),
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
                    { kind: 'access', id: r.id, verb: 'decline' },
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
                    { kind: 'locations', id: r.id, verb: 'decline' },
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
                    { kind: 'trips', id: r.id, verb: 'decline' },
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
  actions: { label: string; decision: RideDecision }[];
  student: Student;
  onDone: (m: string) => void;
}

function Card({ id, heading, lines, actions, student, onDone }: CardProps) {
  const decide = useRideDecision();
  const [details, ...more] = lines;
  const noticeOf = (decision: RideDecision) => {
    const name = nameOf(student);
    return decision.verb === 'enable'
      ? t('rides.staffEnabled', { name })
      : decision.verb === 'approve'
        ? t('rides.staffApproved', { name })
        : t('rides.staffDeclined', { name });
  };
  return (
    <DecisionCard
      id={`ride-${id}`}
      heading={heading}
      headingLevel={3}
      details={details}
      busy={decide.isPending}
      actions={actions.map((a) => ({
        label: a.label,
        onClick: () => decide.mutate(a.decision, { onSuccess: () => onDone(noticeOf(a.decision)) }),
      }))}
    >
      {more.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </DecisionCard>
  );
}
