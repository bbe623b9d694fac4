/**
 * The texts of issue 39 that staff and students read: the acknowledgement a student gets by SMS (and e-mail)
 * when a form arrives, and the prefilled WhatsApp and SMS messages staff send. The defaults are here; an
 * admin's edit is a row of `lead_templates` (audited), read at the moment a text is made. `{word}` is
 * filled in from what is known; an unknown word is left as written, so a typo shows instead of vanishing.
 */
import { eq } from 'drizzle-orm';
import { fillTemplate, TEMPLATE_KEYS, type LeadTemplate, type TemplateKey } from '../../src/contract/leads';
import type { Db } from '../db/client';
import { leadTemplates } from '../db/schema';
import { recordAudit } from '../staff/audit';
import type { StoreAnswer } from '../staff/content-store';
import type { StaffActor } from '../staff/roles';
import { conflictBody } from '../staff/versions';

const ACK_FILLS = ['name', 'form', 'replyBy', 'hours'] as const;
const CHAT_FILLS = ['name', 'course', 'staff'] as const;

export const TEMPLATE_DEFAULTS: Record<TemplateKey, { body: string; fills: readonly string[] }> = {
  'ack-sms': {
    body: 'Hi {name}, CodeSmart Academy has your {form}. We will get back to you by {replyBy}. We work {hours}.',
    fills: ACK_FILLS,
  },
  'ack-email-subject': { body: 'We have your {form}', fills: ACK_FILLS },
  'ack-email-body': {
    body: [
      'Hi {name},',
      '',
      'Thank you for your {form}. Someone from CodeSmart Academy will get back to you by {replyBy}.',
      'We work {hours}; you can also call us on the numbers on our contact page.',
      '',
      'CodeSmart Academy',
    ].join('\n'),
    fills: ACK_FILLS,
  },
  whatsapp: {
    body: 'Hi {name}, this is {staff} from CodeSmart Academy about your interest in {course}. When would be a good time to talk?',
    fills: CHAT_FILLS,
  },
  sms: {
    body: 'Hi {name}, this is CodeSmart Academy about {course}. Please call us back (Mon–Sat, 9AM–6PM) or reply to this message.',
    fills: CHAT_FILLS,
  },
};

export { fillTemplate };

/** The text in force for `key`: the academy's edit, or the default. */
export async function templateText(db: Db, key: TemplateKey): Promise<string> {
  const [row] = await db.select({ body: leadTemplates.body }).from(leadTemplates).where(eq(leadTemplates.key, key));
  return row?.body ?? TEMPLATE_DEFAULTS[key].body;
}

export async function listTemplates(db: Db): Promise<LeadTemplate[]> {
  const rows = await db.select().from(leadTemplates);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return TEMPLATE_KEYS.map((key) => {
    const row = byKey.get(key);
    return {
      key,
      body: row?.body ?? TEMPLATE_DEFAULTS[key].body,
      version: row?.version ?? 0,
      edited: Boolean(row),
      fills: TEMPLATE_DEFAULTS[key].fills,
    };
  });
}

export function isTemplateKey(value: string): value is TemplateKey {
  return (TEMPLATE_KEYS as readonly string[]).includes(value);
}

/** An admin's edit, on the version they read (0: still the default), audited with before and after. */
export async function saveTemplate(
  db: Db,
  key: TemplateKey,
  expected: number,
  body: string,
  actor: StaffActor,
  now: Date,
): Promise<StoreAnswer> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx.select().from(leadTemplates).where(eq(leadTemplates.key, key)).for('update');
    const version = row?.version ?? 0;
    const before = { key, body: row?.body ?? TEMPLATE_DEFAULTS[key].body, version };
    if (version !== expected) return { status: 409, body: { ...conflictBody(expected, version, before) }, version };
    const [saved] = row
      ? await tx
          .update(leadTemplates)
          .set({ body, version: version + 1, updatedBy: actor.identifier, updatedAt: now })
          .where(eq(leadTemplates.key, key))
          .returning()
      : await tx.insert(leadTemplates).values({ key, body, version: 1, updatedBy: actor.identifier, updatedAt: now }).returning();
    const after = { key, body: saved!.body, version: saved!.version };
    await recordAudit(tx, { actor: actor.identifier, action: 'update', entity: 'lead-template', entityId: key, before, after }, now);
    const view: LeadTemplate = { ...after, edited: true, fills: TEMPLATE_DEFAULTS[key].fills };
    return { status: 200, body: { success: true, data: view }, version: saved!.version };
  });
}
