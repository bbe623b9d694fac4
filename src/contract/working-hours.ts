/**
 * The academy's working hours (SPEC §1, §9: Mon–Sat 9AM–6PM), in India time, as arithmetic: when a promise
 * made "within N working hours" falls due, and how many working hours lie between two instants. India keeps
 * one offset all year (UTC+5:30, no daylight saving), so a fixed offset is exact. Shared by the server (the
 * first-response target of a lead, issue 39) and the staff console (how long is left).
 */

export const WORKING_HOURS = {
  /** 9AM and 6PM, in hours of the day, India time. */
  opens: 9,
  closes: 18,
  /** Monday (1) to Saturday (6), as `getUTCDay` numbers the days of the week. */
  days: [1, 2, 3, 4, 5, 6] as readonly number[],
  timeZone: 'Asia/Kolkata',
} as const;

const IST_OFFSET_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** An instant as India's wall clock, written into a Date's UTC fields (so getUTC* read India time). */
const toIst = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS);
const fromIst = (wall: Date) => new Date(wall.getTime() - IST_OFFSET_MS);

/** India's midnight of the day `wall` is in (wall clock). */
const startOfDay = (wall: Date) => new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));

/** The working interval of the wall-clock day `day` (its midnight), or null on a closed day. */
function openInterval(day: Date): { from: number; to: number } | null {
  if (!WORKING_HOURS.days.includes(day.getUTCDay())) return null;
  return { from: day.getTime() + WORKING_HOURS.opens * HOUR_MS, to: day.getTime() + WORKING_HOURS.closes * HOUR_MS };
}

/**
 * The instant `hours` working hours after `start`: time outside the hours does not count, so a lead that
 * arrives on Saturday at 5PM with a 24-hour target is due on Wednesday at 2PM (1 + 9 + 9 + 5 hours).
 */
export function addWorkingHours(start: Date, hours: number): Date {
  let left = Math.max(0, hours) * HOUR_MS;
  let wall = toIst(start).getTime();
  let day = startOfDay(new Date(wall));
  // At most a week of closed days between two open ones; a target is counted in whole days at a time.
  for (let guard = 0; guard < 10_000; guard++) {
    const open = openInterval(day);
    if (open && wall < open.to) {
      const from = Math.max(wall, open.from);
      if (from + left <= open.to) return fromIst(new Date(from + left));
      left -= open.to - from;
    }
    day = new Date(day.getTime() + DAY_MS);
    wall = day.getTime();
  }
  throw new Error('addWorkingHours: target too far away');
}

/** Working hours from `from` to `to` (negative when `to` is earlier): how much of a target is used or left. */
export function workingHoursBetween(from: Date, to: Date): number {
  if (to < from) return -workingHoursBetween(to, from);
  let total = 0;
  const end = toIst(to).getTime();
  let wall = toIst(from).getTime();
  let day = startOfDay(new Date(wall));
  while (day.getTime() <= end) {
    const open = openInterval(day);
    if (open) total += Math.max(0, Math.min(open.to, end) - Math.max(open.from, wall));
    day = new Date(day.getTime() + DAY_MS);
    wall = day.getTime();
  }
  return total / HOUR_MS;
}

/** Whether the academy is open at `at`. */
export function isWorkingTime(at: Date): boolean {
  const wall = toIst(at);
  const open = openInterval(startOfDay(wall));
  return open !== null && wall.getTime() >= open.from && wall.getTime() < open.to;
}

/** The next opening at or after `at` (itself when open): when an owner's day starts. */
export function nextOpening(at: Date): Date {
  return addWorkingHours(at, 0);
}

/** The India-time calendar day of `at`, `YYYY-MM-DD`: a digest is sent once per owner per such day. */
export function indiaDay(at: Date): string {
  return toIst(at).toISOString().slice(0, 10);
}

/** Monday of the India-time week of `at`, `YYYY-MM-DD`: the funnel counts per such week. */
export function indiaWeek(at: Date): string {
  const wall = startOfDay(toIst(at));
  const back = (wall.getUTCDay() + 6) % 7;
  return new Date(wall.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}
