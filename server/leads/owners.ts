/** Who can own a lead: every member of staff, by the identifier they log in with (the console's owner choices). */
import { asc } from 'drizzle-orm';
import type { LeadOwner } from '../../src/contract/leads';
import type { Db } from '../db/client';
import { staffMembers } from '../db/schema';

export async function listOwners(db: Db): Promise<LeadOwner[]> {
  return db.select({ id: staffMembers.id, identifier: staffMembers.identifier }).from(staffMembers).orderBy(asc(staffMembers.identifier));
}
