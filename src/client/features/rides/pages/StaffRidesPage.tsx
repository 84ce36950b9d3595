import '../rides.css';
import { useState } from 'react';
import type { StaffRides } from '@shared/contracts/rides';
import { t } from '@shared/i18n';
import { useAlerts } from '@client/lib/alerts';
import { useRideDecision, useStaffRides, type RideDecision } from '../api/rides';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
type Student = StaffRides['access'][number]['student'];
const nameOf = (s: Student) => `${s.firstName} ${s.lastName}`;

/** Staff: Uber access requests to turn on, new places and Flexible rides to approve or decline. */
export default function StaffRidesPage() {
  const list = useStaffRides();
  const [done, setDone] = useState('');
  const data = list.data;
  return (
    <section className="review">
      <h1>{t('rides.staffTitle')}</h1>
      <p className="visually-hidden" role="status">
        {done}
      </p>
      {list.isPending || !data ? (
        <p>{t('common.loading')}</p>
      ) : (
        <>
          <h2>{t('rides.staffAccess')}</h2>
          {data.access.length ? (
            <ul className="review-list">
              {data.access.map((r) => (
                <li key={r.id}>
                  <Card
                    id={r.id}
                    heading={nameOf(r.student)}
                    lines={[`${r.student.email} · ${when.format(new Date(r.createdAt))}`, r.reason]}
                    actions={[
                      {
                        label: t('rides.staffEnable'),
                        decision: { kind: 'access', id: r.id, verb: 'enable' },
                      },
                      {
                        label: t('rides.staffDecline'),
                        decision: { kind: 'access', id: r.id, verb: 'decline' },
                      },
                    ]}
                    student={r.student}
                    onDone={setDone}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('rides.staffEmpty')}</p>
          )}
          <h2>{t('rides.staffLocations')}</h2>
          {data.locations.length ? (
            <ul className="review-list">
              {data.locations.map((r) => (
                <li key={r.id}>
                  <Card
                    id={r.id}
                    heading={`${r.name} · ${nameOf(r.student)}`}
                    lines={[
                      `${r.address}, ${r.city}, ${r.state} ${r.zip}`,
                      r.reason,
                      when.format(new Date(r.createdAt)),
                    ]}
                    actions={[
                      {
                        label: t('rides.staffApprove'),
                        decision: { kind: 'locations', id: r.id, verb: 'approve' },
                      },
                      {
                        label: t('rides.staffDecline'),
                        decision: { kind: 'locations', id: r.id, verb: 'decline' },
                      },
                    ]}
                    student={r.student}
                    onDone={setDone}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('rides.staffEmpty')}</p>
          )}
          <h2>{t('rides.staffTrips')}</h2>
          {data.trips.length ? (
            <ul className="review-list">
              {data.trips.map((r) => (
                <li key={r.id}>
                  <Card
                    id={r.id}
                    heading={`${t(`rides.reasons.${r.rideReason}`)} · ${nameOf(r.student)}`}
                    lines={[
                      t('rides.staffRide', {
                        rideReason: r.rideReason,
                        pickup: r.pickupName,
                        dropoff: r.dropoffName,
                      }),
                      `${r.pickupAddress} → ${r.dropoffAddress}`,
                      when.format(new Date(r.createdAt)),
                    ]}
                    actions={[
                      {
                        label: t('rides.staffApprove'),
                        decision: { kind: 'trips', id: r.id, verb: 'approve' },
                      },
                      {
                        label: t('rides.staffDecline'),
                        decision: { kind: 'trips', id: r.id, verb: 'decline' },
                      },
                    ]}
                    student={r.student}
                    onDone={setDone}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('rides.staffEmpty')}</p>
          )}
        </>
      )}
    </section>
  );
}

function Card({
  id,
  heading,
  lines,
  actions,
  student,
  onDone,
}: {
  id: string;
  heading: string;
  lines: string[];
  actions: { label: string; decision: RideDecision }[];
  student: Student;
  onDone: (m: string) => void;
}) {
  const decide = useRideDecision();
  const { notifyError } = useAlerts();
  const headingId = `ride-${id}`;
  return (
    <article className="card review-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      {lines.map((line, i) => (
        <p key={i} className={i === 0 ? 'muted' : undefined}>
          {line}
        </p>
      ))}
      <div className="review-actions">
        {actions.map((a, i) => (
          <button
            key={a.label}
            type="button"
            className={`button ${i === 0 ? 'button-primary' : 'button-ghost'}`}
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate(a.decision, {
                onSuccess: () => {
                  const name = nameOf(student);
                  onDone(
                    a.decision.verb === 'enable'
                      ? t('rides.staffEnabled', { name })
                      : a.decision.verb === 'approve'
                        ? t('rides.staffApproved', { name })
                        : t('rides.staffDeclined', { name }),
                  );
                },
                onError: notifyError,
              })
            }
          >
            {a.label}
          </button>
        ))}
      </div>
    </article>
  );
}
