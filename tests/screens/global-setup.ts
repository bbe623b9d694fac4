/**
 * The screens talk to real API servers over HTTP: one with the demo content, one with empty tables, one
 * with session categories but no sessions, and an address where nothing listens (what a student sees with the server down).
 */
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { sessionCategories } from '../../server/db/schema';
import { addStaffMember } from '../../server/staff/members';
import { CATEGORIES } from '../../server/seed/sessions';
import { startTestServer } from '../support/test-server';

declare module 'vitest' {
  export interface ProvidedContext {
    apiOrigins: { seeded: string; empty: string; categoriesOnly: string; unreachable: string };
    /** The mobile number of an admin of the staff console on the seeded server (tests/screens/staff.test.tsx). */
    staffAdminMobile: string;
    /** An e-mail invited as staff on the seeded server, which a test proves by its code. */
    staffInvitedEmail: string;
    /** A member of staff of the seeded server who cancels a seat (tests/screens/my-learning.test.tsx): logins of one number are 30 s apart. */
    staffSeatsMobile: string;
    /** An admin of their own for the leads' screens (tests/screens/leads.test.tsx): one login per number per 30 s. */
    leadsAdminMobile: string;
  }
}

async function closedPortOrigin(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export default async function setup(project: TestProject) {
  const [seeded, empty, categoriesOnly] = await Promise.all([
    startTestServer(),
    startTestServer({ seed: false }),
    startTestServer({ seed: false }),
  ]);
  // The SkillUp categories exist but no session has been scheduled in any of them yet.
  await categoriesOnly.database.db.insert(sessionCategories).values(CATEGORIES.map((c, position) => ({ ...c, position })));
  // Made the way the admin command makes the first admin; the test then logs in with the usual code.
  const staffAdminMobile = '9000012345';
  await addStaffMember(seeded.database.db, { identifier: staffAdminMobile, role: 'admin' }, 'test', new Date());
  project.provide('staffAdminMobile', staffAdminMobile);
  const leadsAdminMobile = '9000012346';
  await addStaffMember(seeded.database.db, { identifier: leadsAdminMobile, role: 'admin' }, 'test', new Date());
  project.provide('leadsAdminMobile', leadsAdminMobile);
  const staffInvitedEmail = 'invited.trainer@example.com';
  await addStaffMember(seeded.database.db, { identifier: staffInvitedEmail, role: 'staff' }, 'test', new Date());
  project.provide('staffInvitedEmail', staffInvitedEmail);
  const staffSeatsMobile = '9000012347';
  await addStaffMember(seeded.database.db, { identifier: staffSeatsMobile, role: 'staff' }, 'test', new Date());
  project.provide('staffSeatsMobile', staffSeatsMobile);
  project.provide('apiOrigins', {
    seeded: seeded.baseUrl,
    empty: empty.baseUrl,
    categoriesOnly: categoriesOnly.baseUrl,
    unreachable: await closedPortOrigin(),
  });
  return async () => {
    await Promise.all([seeded.close(), empty.close(), categoriesOnly.close()]);
  };
}
