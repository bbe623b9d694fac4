import type { StaffRecord } from './staff-api';

/** What names a record in a list: a person's name for mentors and testimonials, a name for categories, a title for the rest. */
export function labelOf(record: StaffRecord): string {
  // A mentor has a `title` too (their job title): the person's name comes first.
  const label = record.fullName ?? record.title ?? record.name ?? record.slug;
  return typeof label === 'string' ? label : record.id;
}
