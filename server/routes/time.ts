/** Session times as the API presents them: ISO instants, plus "HH:MM" in the academy's zone. */
import type { Validity } from '../reads/versioned-cache';

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

/**
 * The span around `now` in which none of these sessions changes phase: from the last start or end
 * already passed to the next one to come (the instant after an end, since the end itself is ongoing).
 * An answer that states phases is right for exactly that long (decision 54).
 */
export function phaseValidity(sessions: readonly { startsAt: Date; endsAt: Date }[], now: Date): Validity {
  const at = now.getTime();
  let from = -Infinity;
  let until = Infinity;
  for (const s of sessions) {
    for (const boundary of [s.startsAt.getTime(), s.endsAt.getTime() + 1]) {
      if (boundary <= at) from = Math.max(from, boundary);
      else until = Math.min(until, boundary);
    }
  }
  return { from, until };
}
