/**
 * Who is asking, for the staff console (decision 66): the OTP session says which student this is, and
 * `staff_members` says whether that student's proven mobile number or proven e-mail belongs to staff.
 * Proven means the number they logged in with by OTP, or the address they confirmed by a code sent to it
 * (decision 92): the e-mail a student typed into a profile or a registration form is never proof. Read on
 * every request, never from the cookie, so a removed member loses access at their next request.
 * `npm run admin` is the other way in: an admin token in `Authorization` (server/staff/admin-tokens.ts,
 * decision 120), which acts as an admin and as nothing else.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { currentStudent, type SessionStudent } from '../auth/session';
import type { Db } from '../db/client';
import { staffMembers, students, type StaffRole } from '../db/schema';
import { checkAdminToken } from './admin-tokens';

export interface StaffActor {
  /** What the audit log names: the mobile number or e-mail the member was added with, or the token's name. */
  identifier: string;
  role: StaffRole;
}

export type StaffCheck = { ok: true; actor: StaffActor } | { ok: false; status: 401 | 403; message: string };

export const NOT_SIGNED_IN = 'Please log in with your staff mobile number.';
export const NOT_STAFF = 'This is for the academy staff only.';
export const NOT_ADMIN = 'Only an admin can do this.';

const RANK: Record<StaffRole, number> = { staff: 1, admin: 2 };

/**
 * The staff member a signed-in student is, by proven mobile number or proven e-mail, or undefined. A person
 * listed twice (mobile and e-mail) counts with the higher role.
 */
export async function staffMemberOf(db: Db, student: SessionStudent) {
  const [person] = await db.select({ email: students.confirmedEmail }).from(students).where(eq(students.id, student.studentId));
  const email = person?.email;
  const [member] = await db
    .select()
    .from(staffMembers)
    .where(
      or(
        eq(staffMembers.identifier, student.mobileNo),
        email ? sql`${staffMembers.kind} = 'email' and ${staffMembers.identifier} = ${email}` : undefined,
      ),
    )
    .orderBy(sql`case ${staffMembers.role} when 'admin' then 0 else 1 end`)
    .limit(1);
  return member;
}

export async function checkStaff(c: Context, db: Db, now: Date, needs: StaffRole): Promise<StaffCheck> {
  const who = await whoIsAsking(c, db, now);
  if (!who.ok) return who;
  if (RANK[who.actor.role] < RANK[needs]) return { ok: false, status: 403, message: NOT_ADMIN };
  return who;
}

/** The staff actor behind a request: its admin token, or else its session's staff membership. */
async function whoIsAsking(c: Context, db: Db, now: Date): Promise<StaffCheck> {
  // A request that names a token is judged by it alone: a wrong one is refused, never passed on to the cookie.
  const authorization = c.req.header('Authorization');
  if (authorization !== undefined) {
    const token = await checkAdminToken(db, authorization, now);
    if (!token.ok) return { ok: false, status: 401, message: token.message };
    return { ok: true, actor: { identifier: token.actor, role: token.role } };
  }
  const student = await currentStudent(c, db, now);
  if (!student) return { ok: false, status: 401, message: NOT_SIGNED_IN };
  const member = await staffMemberOf(db, student);
  if (!member) return { ok: false, status: 403, message: NOT_STAFF };
  return { ok: true, actor: { identifier: member.identifier, role: member.role } };
}
