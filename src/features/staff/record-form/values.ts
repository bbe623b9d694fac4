/**
 * A record as the form holds it and as the API takes it. The form holds strings (what inputs give),
 * lists of file names (a gallery), nested groups and rows; the body is what the kind's struct checks.
 * Lists of texts are one entry per line; times are the person's own clock in `datetime-local`, sent as
 * an instant. The structs are the API's own, so a message shows before anything is sent, at the input
 * it is about (`videolectures.1.title` at that lecture's title, `topics.2` at the topics).
 */
import type { Struct } from 'superstruct';
import { validateRequest, type FieldErrors } from '../../../contract/requests';
import {
  BatchBody,
  batchProblem,
  CourseBody,
  EventBody,
  InternshipSessionBody,
  MentorBody,
  SessionCategoryBody,
  TestimonialBody,
  WebinarBody,
  WorkshopBody,
  scheduleProblem,
  type ContentKind,
} from '../../../contract/staff';
import type { FieldSpec } from './fields';

export type FormValue = string | string[] | FormRecord | FormRecord[];
export interface FormRecord {
  [name: string]: FormValue;
}

/** A row's own key (not sent): React keeps each row's inputs with it when one above is removed. */
export const ROW_KEY = '#key';
let rowSeq = 0;
const rowKey = () => `row-${++rowSeq}`;

const KIND_STRUCTS: Record<ContentKind, Struct<unknown, unknown>> = {
  courses: CourseBody as Struct<unknown, unknown>,
  mentors: MentorBody as Struct<unknown, unknown>,
  testimonials: TestimonialBody as Struct<unknown, unknown>,
  'session-categories': SessionCategoryBody as Struct<unknown, unknown>,
  events: EventBody as Struct<unknown, unknown>,
  webinars: WebinarBody as Struct<unknown, unknown>,
  workshops: WorkshopBody as Struct<unknown, unknown>,
  'internship-sessions': InternshipSessionBody as Struct<unknown, unknown>,
  batches: BatchBody as Struct<unknown, unknown>,
};

/** `datetime-local` is the person's own clock; the API wants an instant. */
export function toInstant(local: string): string {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : local;
}

export function toLocalInput(value: unknown): string {
  const date = new Date(typeof value === 'string' || value instanceof Date ? value : NaN);
  if (Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const objectOf = (v: unknown) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** One field's value in the form, from a saved record's field (or from nothing, for a new record). */
function valueOf(spec: FieldSpec, saved: unknown, isNew: boolean): FormValue {
  switch (spec.kind) {
    case 'number':
      return typeof saved === 'number' ? String(saved) : '';
    case 'datetime':
      return toLocalInput(saved);
    case 'boolean':
      return (isNew ? (spec.initial ?? false) : saved === true) ? 'yes' : 'no';
    case 'choice':
      return typeof saved === 'string' ? saved : isNew && !spec.nullable && spec.options ? (spec.options[0]?.value ?? '') : '';
    case 'lines':
      return strings(saved).join('\n');
    case 'pictures':
    case 'checks':
      return strings(saved);
    case 'group':
      return recordOf(spec.fields, objectOf(saved), isNew);
    case 'rows':
      return Array.isArray(saved) ? saved.map((row) => rowOf(spec.fields, objectOf(row), false)) : [];
    default:
      return str(saved);
  }
}

function recordOf(fields: readonly FieldSpec[], source: Record<string, unknown>, isNew: boolean): FormRecord {
  return Object.fromEntries(fields.map((spec) => [spec.name, valueOf(spec, source[spec.name], isNew)]));
}

function rowOf(fields: readonly FieldSpec[], source: Record<string, unknown>, isNew: boolean): FormRecord {
  return { ...recordOf(fields, source, isNew), [ROW_KEY]: rowKey() };
}

/** The form's values of a saved record, or of a new one (every default of its spec). */
export function valuesOf(fields: readonly FieldSpec[], record: Record<string, unknown> | null): FormRecord {
  return recordOf(fields, record ?? {}, record === null);
}

/** A new, empty row of a rows field. */
export const emptyRow = (fields: readonly FieldSpec[]) => rowOf(fields, {}, true);

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function sent(spec: FieldSpec, value: FormValue | undefined): unknown {
  const text = typeof value === 'string' ? value : '';
  switch (spec.kind) {
    case 'number':
      // Empty is null where the field may be empty, else absent: the struct's default, or its message.
      return text.trim() === '' ? (spec.nullable ? null : undefined) : Number(text.trim());
    case 'datetime':
      return toInstant(text);
    case 'boolean':
      return text === 'yes';
    case 'choice':
      return text === '' && spec.nullable ? null : text;
    case 'picture':
    case 'date':
      return text === '' ? null : text;
    case 'lines':
      return lines(text);
    case 'pictures':
    case 'checks':
      return Array.isArray(value) ? value : [];
    case 'group':
      return bodyOf(spec.fields, value as FormRecord);
    case 'rows':
      return ((value ?? []) as FormRecord[]).map((row) => bodyOf(spec.fields, row));
    default:
      return text;
  }
}

/** What a save sends: the kind's fields only, in the struct's shapes. */
export function bodyOf(fields: readonly FieldSpec[], values: FormRecord): Record<string, unknown> {
  return Object.fromEntries(fields.map((spec) => [spec.name, sent(spec, values[spec.name])]));
}

/**
 * The input a message of the struct (or the server) is about: the path down to a field the form shows
 * as one input. `topics.2` is the topics' text box; `videolectures.1.title` is that row's title; a
 * message about a whole list of rows (`notes`: too many) is shown at the list.
 */
export function inputPathOf(fields: readonly FieldSpec[], path: string): string {
  const parts = path.split('.');
  const shown: string[] = [];
  let specs: readonly FieldSpec[] | undefined = fields;
  while (specs && parts.length) {
    const spec: FieldSpec | undefined = specs.find((s) => s.name === parts[0]);
    if (!spec) break;
    shown.push(parts.shift()!);
    if (spec.kind === 'group') specs = spec.fields;
    else if (spec.kind === 'rows' && parts[0] !== undefined && /^\d+$/.test(parts[0])) {
      shown.push(parts.shift()!);
      specs = spec.fields;
    } else specs = undefined;
  }
  return shown.length ? shown.join('.') : path;
}

/** Messages keyed by the input they belong to (the first one of each input). */
export function shownErrors(fields: readonly FieldSpec[], errors: FieldErrors): FieldErrors {
  const shown: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) shown[inputPathOf(fields, path)] ??= message;
  return shown;
}

/** The same struct the server checks with; messages keyed by the input they belong to. */
export function validateRecord(kind: ContentKind, fields: readonly FieldSpec[], values: FormRecord): FieldErrors {
  const body = bodyOf(fields, values);
  const checked = validateRequest(KIND_STRUCTS[kind], body);
  if (!checked.ok) return shownErrors(fields, checked.errors);
  if (kind === 'batches') return batchProblem(checked.value as Record<string, unknown>) ?? {};
  return ('startsAt' in body && scheduleProblem(body.startsAt, body.endsAt)) || {};
}

/** The value at a path of the form (`videolectures.1.title`). */
export function valueAt(values: FormRecord, path: string): FormValue | undefined {
  let at: FormValue | undefined = values;
  for (const part of path.split('.')) {
    if (at === undefined || typeof at === 'string') return undefined;
    at = (at as unknown as Record<string, FormValue>)[part];
  }
  return at;
}

/** The form's values with the one at `path` replaced (every level above copied, nothing shared changed). */
export function withValueAt(values: FormRecord, path: string, value: FormValue): FormRecord {
  const [head, ...rest] = path.split('.');
  return setIn(values, head!, rest, value) as FormRecord;
}

function setIn(container: FormRecord | FormRecord[], key: string, rest: string[], value: FormValue): FormRecord | FormRecord[] {
  const inner = (container as unknown as Record<string, FormValue>)[key];
  const next = rest.length ? setIn(inner as FormRecord | FormRecord[], rest[0]!, rest.slice(1), value) : value;
  if (Array.isArray(container)) return container.map((row, i) => (String(i) === key ? (next as FormRecord) : row));
  return { ...container, [key]: next };
}
