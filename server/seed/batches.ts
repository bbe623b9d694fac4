/**
 * Demo batches (issue 38), dated relative to the seed day on India's calendar like the sessions (decision
 * 7): every course has a weekday evening batch soon (nearly full: a few seats left), a weekend batch and a
 * later weekday batch; the first course also has a weekend batch that is full, with people on its
 * waitlist. The seats of the other batches stand for enrolments taken at the academy's desk.
 */
import type { BatchMode, BatchWeekPart } from '../db/schema';
import { addDays, indiaDay } from '../batches/batch-days';

export interface BatchSeed {
  courseKey: string;
  startsOn: string;
  durationWeeks: number;
  mode: BatchMode;
  weekPart: BatchWeekPart;
  classDays: string[];
  startTime: string;
  endTime: string;
  language: string;
  location: string | null;
  seats: number;
  seatsTaken: number;
  fee: number | null;
  /** Demo students holding the seats and waiting (the full batch only). */
  confirmed?: number;
  waiting?: number;
}

const CAMPUS = 'CodeSmart Academy, 4th Floor, Tech Park, Pune';
/** 0 = Monday … 6 = Sunday. */
const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
/** The first `weekday` (0 = Monday) on or after `from` days after the seed day. */
function next(seedDay: string, from: number, weekday: number): string {
  const start = addDays(seedDay, from);
  return addDays(start, (weekday - weekdayOf(start) + 7) % 7);
}

const WEEKDAY_EVENINGS = { weekPart: 'weekday', classDays: ['MO', 'WE', 'FR'], startTime: '19:00', endTime: '21:00' } as const;
const WEEKENDS = { weekPart: 'weekend', classDays: ['SA', 'SU'], startTime: '10:00', endTime: '13:00' } as const;
const WEEKDAY_MORNINGS = { weekPart: 'weekday', classDays: ['TU', 'TH'], startTime: '08:00', endTime: '10:00' } as const;

export function buildBatches(courseKeys: readonly string[], now: Date): BatchSeed[] {
  const seedDay = indiaDay(now);
  const batches: BatchSeed[] = courseKeys.flatMap((courseKey, i) => [
    {
      courseKey,
      startsOn: next(seedDay, 4 + (i % 3), 0),
      durationWeeks: 24,
      mode: 'online',
      ...WEEKDAY_EVENINGS,
      classDays: [...WEEKDAY_EVENINGS.classDays],
      language: 'English',
      location: null,
      seats: 30,
      seatsTaken: 27 + (i % 3),
      fee: null,
    },
    {
      courseKey,
      startsOn: next(seedDay, 12, 5),
      durationWeeks: 26,
      mode: 'hybrid',
      ...WEEKENDS,
      classDays: [...WEEKENDS.classDays],
      language: 'English and Hindi',
      location: CAMPUS,
      seats: 25,
      seatsTaken: 8 + i,
      fee: null,
    },
    {
      courseKey,
      startsOn: next(seedDay, 40, 1),
      durationWeeks: 20,
      mode: 'offline',
      ...WEEKDAY_MORNINGS,
      classDays: [...WEEKDAY_MORNINGS.classDays],
      language: 'English',
      location: CAMPUS,
      seats: 20,
      seatsTaken: 0,
      fee: null,
    },
  ]);
  const first = courseKeys[0];
  if (first) {
    batches.push({
      courseKey: first,
      startsOn: next(seedDay, 2, 5),
      durationWeeks: 24,
      mode: 'online',
      ...WEEKENDS,
      classDays: [...WEEKENDS.classDays],
      language: 'Hindi',
      location: null,
      seats: 10,
      seatsTaken: 10,
      fee: 42000,
      confirmed: 10,
      waiting: 3,
    });
  }
  return batches;
}

/** Demo students of the full batch: numbers no one is given (60000000xx), names that read as people. */
export const DEMO_STUDENTS = [
  'Aarav Kulkarni',
  'Diya Menon',
  'Kabir Shah',
  'Meera Iyer',
  'Rohan Desai',
  'Sara Thomas',
  'Vivaan Joshi',
  'Anika Rao',
  'Ishaan Verma',
  'Tara Nair',
  'Arjun Pillai',
  'Neha Gupta',
  'Dev Malhotra',
].map((fullName, i) => ({
  fullName,
  mobileNo: `60000000${String(i + 1).padStart(2, '0')}`,
  email: `${fullName.split(' ')[0]!.toLowerCase()}@example.com`,
  collegeName: 'Pune Institute of Technology',
}));
