/** GET /api/me/learning and PUT/PATCH /api/me/profile: a signed-in student's own space (issue 21). */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { Struct } from 'superstruct';
import { ME_PATHS, ProfilePatch, ProfileUpdate, validateRequest } from '../../src/contract';
import { students } from '../db/schema';
import { readJsonBody } from '../http/json-body';
import { uniqueViolation, type Env, type WriteDeps } from '../http/json-post';
import { FixedWindowLimiter } from '../http/rate-limit';
import { fail, ok } from '../http/respond';
import { signedIn } from '../me/current';
import { myLearning, myProfile } from '../me/learning';

/** Profile changes per student per hour, per instance: enough for any person, few for probing e-mails. */
const PROFILE_CHANGES_PER_HOUR = 20;

const EMAIL_TAKEN = 'This e-mail address belongs to another account. Please use a different one.';

export function meRoutes(app: Hono<Env>, deps: WriteDeps) {
  app.get(ME_PATHS.learning, async (c) => {
    const me = await signedIn(c, deps);
    if (me.refusal) return me.refusal;
    return ok(c, await myLearning(deps.db, me.student, deps.clock()));
  });
  const limiter = new FixedWindowLimiter(PROFILE_CHANGES_PER_HOUR, 3_600_000);
  app.put(ME_PATHS.profile, (c) => changeProfile(c, deps, limiter, ProfileUpdate));
  app.patch(ME_PATHS.profile, (c) => changeProfile(c, deps, limiter, ProfilePatch));
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
  if (email !== undefined) {
    const [owner] = await deps.db
      .select({ id: students.id })
      .from(students)
      .where(and(sql`lower(${students.email}) = lower(${email})`, ne(students.id, me.student.studentId)));
    if (owner) return fail(c, 409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
  try {
    await deps.db
      .update(students)
      .set({ ...(fullName === undefined ? {} : { fullName }), ...(email === undefined ? {} : { email }) })
      .where(eq(students.id, me.student.studentId));
  } catch (err) {
    // Two students claiming one address at the same moment: the unique index decides, the loser hears why.
    if (!uniqueViolation(err)) throw err;
    return fail(c, 409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
  return ok(c, await myProfile(deps.db, me.student));
}
