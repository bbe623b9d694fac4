/**
 * Proving an e-mail address (decision 92): a signed-in person asks for a code sent to the address and types
 * it back. A staff role given by e-mail is granted only to an address proven this way; a profile or
 * registration e-mail never counts. Paths, structs and copy are shared by the console screen and the server.
 */
import { object, type Infer } from 'superstruct';
import { RegistrationRequest, requiredDigits } from './requests';

export const EMAIL_CONFIRMATION_PATHS = {
  /** POST { email }: sends a code to the address. */
  request: '/me/email-confirmation',
  /** POST { code }: the code from the newest message; the address is then this account's proven e-mail. */
  verify: '/me/email-confirmation/verify',
  /** Development only: the messages the console mail sender would have sent (?to=address). */
  devMailInbox: '/dev/mail-inbox',
} as const;

export const EMAIL_CODE_TTL_MINUTES = 15;

export const EMAIL_CONFIRMATION = {
  codeRequired: 'Enter the code from the e-mail',
  codeDigits: 'The code is 6 digits',
  sent: (email: string) => `We sent a 6-digit code to ${email}. It expires in ${EMAIL_CODE_TTL_MINUTES} minutes.`,
  confirmed: (email: string) => `${email} is confirmed as your e-mail address.`,
  wrongCode: 'That code is not right. Check the latest e-mail and try again.',
  noCode: 'There is no code waiting for this account. Ask for a new one.',
  expired: 'This code has expired. Ask for a new one.',
  tooManyGuesses: 'Too many wrong codes. Ask for a new one.',
  notSetUp: 'E-mail confirmation is not set up on this server yet. Please ask the academy to add you by mobile number.',
  sendFailed: 'We could not send the e-mail right now. Please try again in a minute.',
  subject: 'Your CodeSmart Academy confirmation code',
  text: (code: string) =>
    `${code} is your code to confirm this e-mail address for CodeSmart Academy. It expires in ${EMAIL_CODE_TTL_MINUTES} minutes.\n\n` +
    'If you did not ask for it, ignore this message: nothing changes without the code.',
} as const;

export const EmailConfirmationRequest = object({ email: RegistrationRequest.schema.email });
export type EmailConfirmationRequest = Infer<typeof EmailConfirmationRequest>;

const SIX_DIGITS = /^\d{6}$/;
export const EmailCodeRequest = object({
  code: requiredDigits(EMAIL_CONFIRMATION.codeRequired, (v) => (SIX_DIGITS.test(v) ? null : EMAIL_CONFIRMATION.codeDigits)),
});
export type EmailCodeRequest = Infer<typeof EmailCodeRequest>;

export interface EmailConfirmationAnswer {
  confirmedEmail: string;
}
