/** GET /api/me/learning and PUT/PATCH /api/me/profile: a signed-in student's own space (issue 21). */
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { Struct } from 'superstruct';
import { ME_PATHS, ProfilePatch, ProfileUpdate, validateRequest } from '../../src/contract';
import { students } from '../db/schema';
import { readJsonBody } from '../http/json-body';
import type { Env, WriteDeps } from '../http/json-post';
import { FixedWindowLimiter } from '../http/rate-limit';
import { fail, ok } from '../http/respond';
import { signedIn } from '../me/current';
import { myLearning, myProfile } from '../me/learning';
import { profileDecided } from '../me/profile-offer';

/** Profile changes per student per hour, per instance: enough for any person. */
const PROFILE_CHANGES_PER_HOUR = 20;

export function meRoutes(app: Hono<Env>, deps: WriteDeps) {
  app.get(ME_PATHS.learning, async (c) => {
    const me = await signedIn(c, deps);
    if (me.refusal) return me.refusal;
    return ok(c, await myLearning(deps.db, me.student, deps.clock()));
  });
  const limiter = new FixedWindowLimiter(PROFILE_CHANGES_PER_HOUR, 3_600_000);
  app.put(ME_PATHS.profile, (c) => changeProfile(c, deps, limiter, ProfileUpdate));
  app.patch(ME_PATHS.profile, (c) => changeProfile(c, deps, limiter, ProfilePatch));
  // "Keep my profile": the enrollment's different details are not offered again (decision 114).
  app.delete(ME_PATHS.profileOffer, async (c) => {
    const me = await signedIn(c, deps);
    if (me.refusal) return me.refusal;
    await profileDecided(deps.db, me.student.studentId, deps.clock());
    return ok(c, { profileOffer: null });
  });
  app.get(ME_PATHS.profile, async (c) => {
    const me = await signedIn(c, deps);
    if (me.refusal) return me.refusal;
    return ok(c, await myProfile(deps.db, me.student));
  });
}

async function changeProfile<T extends ProfilePatch>(
  c: Context<Env>,
  deps: WriteDeps,
  limiter: FixedWindowLimiter,
  struct: Struct<T, unknown>,
) {
  const me = await signedIn(c, deps);
  if (me.refusal) return me.refusal;
  const body = await readJsonBody(c);
  if (!body.ok) return fail(c, body.status, body.message);
  const checked = validateRequest(struct, body.value);
  if (!checked.ok) return fail(c, 400, 'Please correct the highlighted fields.', checked.errors);
  const { fullName, email } = checked.value;
  if (fullName === undefined && email === undefined) {
    return fail(c, 400, 'Send fullName, email or both.', { body: 'Nothing to change' });
  }
  const verdict = limiter.hit(me.student.studentId, deps.clock().getTime());
  if (!verdict.allowed) {
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    return fail(c, 429, `Too many profile changes. Try again in ${verdict.retryAfterSeconds} seconds.`);
  }
  // A profile e-mail is what the student typed (decision 92): two accounts may type the same one, and
  // refusing it would tell anyone which addresses belong to a student (decision 34). Only a proven
  // address (confirmed_email) is unique, and only that one counts for anything.
  // Saved by the student: their decision, so no older enrollment's details are offered over it (decision 114).
  await deps.db
    .update(students)
    .set({ ...(fullName === undefined ? {} : { fullName }), ...(email === undefined ? {} : { email }), profileDecidedAt: deps.clock() })
    .where(eq(students.id, me.student.studentId));
  return ok(c, await myProfile(deps.db, me.student));
}
