/**
 * `npm run admin -- staff <add|remove|list>`: the same work whether the command opened the database
 * itself or asked the running server (POST /api/admin/staff), so both paths answer alike.
 */
import { enums, object, optional, type Infer } from 'superstruct';
import { optionalText } from '../../src/contract';
import { STAFF_ROLES } from '../../src/contract/staff';
import type { Db } from '../db/client';
import type { StoreAnswer } from './content-store';
import { addStaffMember, findStaffMember, listStaffMembers, removeStaffMember } from './members';

export const StaffCommand = object({
  action: enums(['add', 'remove', 'list']),
  identifier: optionalText(),
  role: optional(enums(STAFF_ROLES)),
});
export type StaffCommand = Infer<typeof StaffCommand>;

/** What the audit log names as the actor of a change made from the command line. */
export const CLI_ACTOR = 'cli';

const TEN_DIGITS = /^\d{10}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export async function runStaffCommand(db: Db, command: StaffCommand, now: Date): Promise<StoreAnswer> {
  if (command.action === 'list') return { status: 200, body: { success: true, data: await listStaffMembers(db) } };
  const identifier = command.identifier ?? '';
  if (!TEN_DIGITS.test(identifier) && !EMAIL.test(identifier)) {
    return { status: 400, body: { success: false, message: `"${identifier}" is neither a 10-digit mobile number nor an e-mail address` } };
  }
  if (command.action === 'add') return addStaffMember(db, { identifier, role: command.role ?? 'staff' }, CLI_ACTOR, now);
  const member = await findStaffMember(db, identifier);
  if (!member) return { status: 404, body: { success: false, message: `${identifier} is not a staff member` } };
  return removeStaffMember(db, member.id, null, CLI_ACTOR, now);
}
