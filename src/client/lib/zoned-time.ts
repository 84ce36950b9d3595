/**
 * Times on staff screens always carry their zone ("Nov 24, 2026, 10:42 AM CST"): coaches and students
 * are not always in the same zone, and a time without one is read wrong on a call.
 */
export const zonedTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** The time of day only, with its zone ("10:42 AM CST"). */
const zonedClock = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** The zone this browser shows times in, by name ("America/Chicago") and short form ("CST"). */
export function browserZone(now = new Date()): { id: string; short: string } {
  const id = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const short = zonedClock.formatToParts(now).find((p) => p.type === 'timeZoneName')?.value ?? id;
  return { id, short };
}
