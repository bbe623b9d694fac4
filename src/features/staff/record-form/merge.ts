/**
 * Two people's saves of one record, field by field (decision 113). Each side is compared with the record
 * both started from, as data: lists and rows by their values, in order; an object's key order, and an
 * empty field beside `null`, never a difference. A field only one side changed is merged by itself; a
 * field both changed, each their own way, is the person's to choose.
 */
import type { FieldSpec } from './fields';
import { bodyOf, valuesOf } from './values';

/** A record in the shapes a save sends (src/contract/staff.ts's bodies). */
export type Body = Record<string, unknown>;

/**
 * A saved record as the form would send it unchanged: the kind's fields only, each in its body's
 * shape (a datetime to the minute, a row's keys in the form's order), so both sides compare alike.
 */
export const comparable = (fields: readonly FieldSpec[], record: Record<string, unknown>): Body => bodyOf(fields, valuesOf(fields, record));

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether two values hold the same data: lists item by item, objects key by key in any order. */
export function sameData(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameData(item, b[i]));
  if (isObject(a) && isObject(b)) return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => sameData(a[key], b[key]));
  return Object.is(a, b);
}

/** Whose change a field holds: only yours, only theirs, or both of you changed it differently. */
export type MergeState = 'mine' | 'theirs' | 'both';
export type Side = 'mine' | 'theirs';

export interface FieldMerge {
  spec: FieldSpec;
  state: MergeState;
  mine: unknown;
  theirs: unknown;
}

/**
 * The fields where the two saves differ, in the form's order. A field both changed the same way, or
 * neither changed, is not listed: there is nothing to merge.
 */
export function mergeFields(fields: readonly FieldSpec[], base: Body, mine: Body, theirs: Body): FieldMerge[] {
  return fields.flatMap((spec): FieldMerge[] => {
    const [was, yours, now] = [base[spec.name], mine[spec.name], theirs[spec.name]];
    if (sameData(yours, now)) return [];
    const state: MergeState = sameData(yours, was) ? 'theirs' : sameData(now, was) ? 'mine' : 'both';
    return [{ spec, state, mine: yours, theirs: now }];
  });
}

/** The record to save: yours, with their changes merged in and each field both changed taken from the chosen side (yours unless chosen). */
export function mergedBody(mine: Body, merges: readonly FieldMerge[], choices: Readonly<Record<string, Side>>): Body {
  const merged = { ...mine };
  for (const merge of merges) {
    const side = merge.state === 'both' ? (choices[merge.spec.name] ?? 'mine') : merge.state;
    merged[merge.spec.name] = side === 'theirs' ? merge.theirs : merge.mine;
  }
  return merged;
}
