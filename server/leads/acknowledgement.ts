/** What a student is told when a form arrives (issue 39): from the templates, with the form's name and the reply's time. */
import type { Db } from '../db/client';
import { fillTemplate, templateText } from './templates';

export type FormKind = 'contact' | 'registration' | 'enrolment' | 'callback';

/** How the acknowledgement names the form: "We have your {form}". */
export const FORM_NAMES: Record<FormKind, string> = {
  contact: 'message',
  registration: 'registration',
  enrolment: 'enrolment',
  callback: 'call back request',
};

const REPLY_BY = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

export const WORKING_HOURS_TEXT = 'Mon–Sat, 9AM–6PM';

/** "Wed, 3 Dec, 5:00 pm": when a reply is promised by, India time. */
export const replyByText = (at: Date) => REPLY_BY.format(at);

export async function acknowledgementTexts(db: Db, form: { kind: FormKind; name: string }, replyBy: Date) {
  const values = { name: form.name.split(/\s+/)[0], form: FORM_NAMES[form.kind], replyBy: replyByText(replyBy), hours: WORKING_HOURS_TEXT };
  // One after another: inside the form's transaction, one connection answers one query at a time anyway.
  const sms = await templateText(db, 'ack-sms');
  const subject = await templateText(db, 'ack-email-subject');
  const body = await templateText(db, 'ack-email-body');
  return { sms: fillTemplate(sms, values), subject: fillTemplate(subject, values), body: fillTemplate(body, values) };
}
