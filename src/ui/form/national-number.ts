/**
 * A mobile number as people paste it from a contact card or a chat ("+91 98765 43210", "098765-43210")
 * becomes the 10 digits the academy's forms take. Without this, the field's maxlength of 10 keeps
 * "+91 98765 " and drops the rest of the number.
 */
import type { ClipboardEvent } from 'react';
import { LIMITS } from '../../contract/requests';

const NATIONAL = new RegExp(`^\\d{${LIMITS.phone}}$`);
/** A +91, 91 or 0 in front of the national number. */
const PREFIX = new RegExp(`^(\\+?91|0)(?=\\d{${LIMITS.phone}}$)`);

/** The 10-digit number inside `text`, or `text` itself when it is not an Indian number with spacing. */
export function nationalNumber(text: string): string {
  const digits = text
    .trim()
    .replace(/[\s().-]/g, '')
    .replace(PREFIX, '');
  return NATIONAL.test(digits) ? digits : text;
}

/** A whole number pasted replaces what the field held; anything else pastes as the browser would. */
export function pasteNationalNumber(event: ClipboardEvent<HTMLInputElement>): void {
  const text = event.clipboardData.getData('text');
  const number = nationalNumber(text);
  if (number === text) return;
  event.preventDefault();
  const input = event.currentTarget;
  // Not through the value setter: React's change tracking then sees the new value and calls onChange.
  input.setRangeText(number, 0, input.value.length, 'end');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
