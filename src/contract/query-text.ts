/**
 * Words in a query string (`?q=`, `?entity=`): the forms' rule for text (no controls, no bidirectional
 * overrides, no lone surrogates: PostgreSQL refuses NUL in a query as it does in a row) and a length.
 */
import { validate } from 'superstruct';
import type { QueryProblem } from './date-range';
import { optionalText } from './requests';

export type QueryText = { ok: true; text: string | undefined } | ({ ok: false } & QueryProblem);

/** Absent or blank is no filter; otherwise trimmed text of at most `max` characters. */
export function readQueryText(field: string, value: string | undefined, max: number): QueryText {
  const tooLong = (v: string) => (v.length <= max ? null : `${field} must be at most ${max} characters`);
  const [error, text] = validate(value, optionalText(tooLong), { coerce: true });
  return error ? { ok: false, field, message: error.message } : { ok: true, text };
}
