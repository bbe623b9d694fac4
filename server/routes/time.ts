/** Session times as the API presents them: ISO instants, plus "HH:MM" in the academy's zone. */
const academyClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function academyTime(at: Date): string {
  return academyClock.format(at);
}

export type Phase = 'upcoming' | 'ongoing' | 'past';

/** Where `now` falls against a start and an end; the end instant itself still counts as ongoing. */
export function phaseAt(startsAt: Date, endsAt: Date, now: Date): Phase {
  if (now < startsAt) return 'upcoming';
  if (now <= endsAt) return 'ongoing';
  return 'past';
}
