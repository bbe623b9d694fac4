/**
 * A student's batch seat (issue 38, decision 142): answer a waitlist offer (accept the seat held for them,
 * or decline it so that it goes to the next in line) and download a batch's class schedule as .ics.
 * Every route answers for the signed-in student's own enrolments only.
 */
import { and, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { ME_PATHS, OfferAnswer, validateRequest } from '../../src/contract';
import { batchName, indiaWhen } from '../batches/batch-words';
import { classSchedulesOf } from '../batches/class-schedules';
import { lapseOffers, lockBatch } from '../batches/seats';
import { icalendar } from '../calendar/icalendar';
import type { Db } from '../db/client';
import { enrolments } from '../db/schema';
import type { Env, WriteDeps } from '../http/json-post';
import { fail, isId } from '../http/respond';
import { bumpContentVersion } from '../reads/content-version';
import { signedIn } from '../me/current';
import { siteOrigin } from '../me/site-origin';

type Outcome = { status: 200 | 404 | 409; message: string; seat?: string };

export function meEnrolmentRoutes(app: Hono<Env>, deps: WriteDeps) {
  app.post(ME_PATHS.enrolmentOffer, async (c) => {
    const me = await signedIn(c, deps);
    if (me.refusal) return me.refusal;
    const checked = validateRequest(OfferAnswer, c.get('body'));
    if (!checked.ok) return fail(c, 400, 'Please correct the highlighted fields.', checked.errors);
    const id = c.req.param('id') ?? '';
    if (!isId(id)) return fail(c, 400, 'Invalid enrollment id');
    const outcome = await deps.db.transaction((tx) =>
      answerOffer(tx as unknown as Db, me.student.studentId, id, checked.value.answer, deps.clock()),
    );
    if (outcome.status !== 200) return fail(c, outcome.status, outcome.message);
    return c.json({ success: true, message: outcome.message, data: { enrollmentId: id, seat: outcome.seat } });
  });

  app.get(ME_PATHS.enrolmentCalendar, async (c) => enrolmentCalendar(c, deps));
}

/** Accepts or declines the offer of one of the student's enrolments, under its batch's lock (seats.ts). */
async function answerOffer(tx: Db, studentId: string, id: string, answer: 'accept' | 'decline', now: Date): Promise<Outcome> {
  const mine = and(eq(enrolments.id, id), eq(enrolments.studentId, studentId));
  const [seen] = await tx.select({ batchId: enrolments.batchId }).from(enrolments).where(mine);
  if (!seen?.batchId) return { status: 404, message: 'Enrollment not found' };
  const batch = await lockBatch(tx, seen.batchId);
  const [row] = await tx.select().from(enrolments).where(mine).for('update');
  if (!batch || !row) return { status: 404, message: 'Enrollment not found' };
  const name = batchName(batch);
  if (row.seat === 'confirmed' && answer === 'accept')
    return { status: 200, message: `Your seat in ${name} is confirmed.`, seat: 'confirmed' };
  if (row.seat !== 'offered') return { status: 409, message: 'There is no seat offer to answer for this enrollment.' };
  if (!row.offerExpiresAt || row.offerExpiresAt <= now) {
    // Ran out before the scheduler noticed: it lapses now, and the seat goes to the next in line.
    await lapseOffers(tx, batch, now, id);
    await bumpContentVersion(tx);
    return {
      status: 409,
      message: `This offer ran out on ${indiaWhen(row.offerExpiresAt ?? now)}, so the seat went to the next person waiting.`,
    };
  }
  if (answer === 'accept') {
    await tx.update(enrolments).set({ seat: 'confirmed', offerClaimedUntil: null }).where(eq(enrolments.id, id));
    return { status: 200, message: `The seat is yours: you are enrolled in ${name}.`, seat: 'confirmed' };
  }
  await lapseOffers(tx, batch, now, id);
  await bumpContentVersion(tx);
  return { status: 200, message: 'You let the seat go; it is offered to the next person waiting.', seat: 'lapsed' };
}

async function enrolmentCalendar(c: Context<Env>, deps: WriteDeps) {
  const me = await signedIn(c, deps);
  if (me.refusal) return me.refusal;
  const id = c.req.param('id') ?? '';
  if (!isId(id)) return fail(c, 400, 'Invalid enrollment id');
  const classes = await classSchedulesOf(deps.db, me.student.studentId, siteOrigin(c, deps.trustProxy), id);
  if (!classes.length) return fail(c, 404, 'No batch seat of yours to put in a calendar');
  c.header('Content-Type', 'text/calendar; charset=utf-8');
  c.header('Content-Disposition', 'attachment; filename="classes.ics"');
  return c.body(icalendar([], deps.clock(), undefined, classes));
}
