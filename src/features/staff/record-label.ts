import { STAFF } from '../../content/staff';
import type { StaffRecord } from './staff-api';

const F = STAFF.fields;
const named = <T extends Record<string, string>>(names: T, value: unknown) =>
  typeof value === 'string' && Object.hasOwn(names, value) ? names[value as keyof T]! : String(value ?? '');

/** A batch has no title of its own: its course (the list answers its title), start and kind name it. */
function batchLabel(record: StaffRecord): string {
  const course = typeof record.courseTitle === 'string' ? record.courseTitle : String(record.courseId ?? '');
  return STAFF.batchLabel(course, String(record.startsOn), named(F.weekParts, record.weekPart), named(F.batchModes, record.mode));
}

/** What names a record in a list: a person's name for mentors and testimonials, a name for categories, a title for the rest. */
export function labelOf(record: StaffRecord): string {
  if (typeof record.startsOn === 'string') return batchLabel(record);
  // A mentor has a `title` too (their job title): the person's name comes first.
  const label = record.fullName ?? record.title ?? record.name ?? record.slug;
  return typeof label === 'string' ? label : record.id;
}
