/**
 * A workshop as the form holds it (every field a string, as useForm wants) and as the API takes it
 * (WorkshopBody): lists are one entry per line, times are the browser's local `datetime-local`.
 */
import { validateRequest, type FieldErrors } from '../../contract/requests';
import { WorkshopBody } from '../../contract/staff';
import type { StaffRecord } from './staff-api';

export type WorkshopValues = {
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  duration: string;
  location: string;
  certification: string;
  registrationLink: string;
  topics: string;
  prerequisites: string;
  instructors: string;
  contactEmail: string;
  contactPhone: string;
};

export const EMPTY_WORKSHOP: WorkshopValues = {
  title: '',
  description: '',
  startsAt: '',
  endsAt: '',
  duration: '',
  location: '',
  certification: 'no',
  registrationLink: '',
  topics: '',
  prerequisites: '',
  instructors: '',
  contactEmail: '',
  contactPhone: '',
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** `datetime-local` is the person's own clock; the API wants an instant. */
function toInstant(local: string): string {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : local;
}

function toLocalInput(value: unknown): string {
  const date = new Date(typeof value === 'string' || value instanceof Date ? value : NaN);
  if (Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').join('\n') : '');

export function workshopValuesOf(record: StaffRecord): WorkshopValues {
  const instructors = Array.isArray(record.instructors) ? (record.instructors as { name?: unknown }[]).map((i) => str(i.name)) : [];
  return {
    title: str(record.title),
    description: str(record.description),
    startsAt: toLocalInput(record.startsAt),
    endsAt: toLocalInput(record.endsAt),
    duration: str(record.duration),
    location: str(record.location),
    certification: record.certification ? 'yes' : 'no',
    registrationLink: str(record.registrationLink),
    topics: list(record.topics),
    prerequisites: list(record.prerequisites),
    instructors: instructors.join('\n'),
    contactEmail: str(record.contactEmail),
    contactPhone: str(record.contactPhone),
  };
}

export function workshopBodyOf(values: WorkshopValues) {
  return {
    title: values.title,
    description: values.description,
    startsAt: toInstant(values.startsAt),
    endsAt: toInstant(values.endsAt),
    duration: values.duration,
    location: values.location,
    certification: values.certification === 'yes',
    registrationLink: values.registrationLink,
    topics: lines(values.topics),
    prerequisites: lines(values.prerequisites),
    instructors: lines(values.instructors).map((name) => ({ name })),
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone,
  };
}

/** A nested error (`topics.2`, `instructors.0.name`) is shown next to its field. */
export function fieldErrorsOf(errors: FieldErrors): FieldErrors {
  const shown: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) shown[path.split('.')[0]!] ??= message;
  return shown;
}

/** The same struct the server checks with, so a message appears before anything is sent. */
export function validateWorkshop(values: WorkshopValues): FieldErrors {
  const checked = validateRequest(WorkshopBody, workshopBodyOf(values));
  return checked.ok ? {} : fieldErrorsOf(checked.errors);
}
