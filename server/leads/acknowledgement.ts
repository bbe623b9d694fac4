/** What a student is told when a form arrives (issue 39): from the templates, with the form's name and the reply's time. */
import { formatDateTime, plainSpaces } from '../../src/contract/date-format';
import type { Db } from '../db/client';
import { fillTemplate, templateText } from './templates';

export type FormKind = 'contact' | 'registration' | 'enrolment' | 'callback';

/** How the acknowledgement names the form: "We have your {form}". */
export const FORM_NAMES: Record<FormKind, string> = {
  contact: 'message',
  registration: 'registration',
  enrolment: 'enrollment',
  callback: 'call back request',
};

export const WORKING_HOURS_TEXT = 'Mon–Sat, 9AM–6PM';

/** "Thu, 3 Dec 2026, 5:00 pm IST": when a reply is promised by (decision 117's one formatter). */
export const replyByText = (at: Date) => plainSpaces(formatDateTime(at));

export async function acknowledgementTexts(db: Db, form: { kind: FormKind; name: string }, replyBy: Date) {
  const values = { name: form.name.split(/\s+/)[0], form: FORM_NAMES[form.kind], replyBy: replyByText(replyBy), hours: WORKING_HOURS_TEXT };
  // One after another: inside the form's transaction, one connection answers one query at a time anyway.
  const sms = await templateText(db, 'ack-sms');
  const subject = await templateText(db, 'ack-email-subject');
  const body = await templateText(db, 'ack-email-body');
  return { sms: fillTemplate(sms, values), subject: fillTemplate(subject, values), body: fillTemplate(body, values) };
}
