import type { SessionUser } from '@shared/contracts/user';
import { Scheduler } from './Scheduler';

/** Booking a 10-minute phone call with the Success Coach (event type "Success Coach Call"). */
export default function CoachCallScheduler({ user }: { user: SessionUser }) {
  return <Scheduler eventType="Success Coach Call" user={user} />;
}
