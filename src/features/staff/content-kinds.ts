/**
 * Each kind of content the console edits and the struct the API checks it with (the same one, so a form
 * shows the server's messages before sending). Loaded with the JSON form only: the structs are large.
 */
import type { Struct } from 'superstruct';
import {
  CourseBody,
  EventBody,
  InternshipSessionBody,
  MentorBody,
  SessionCategoryBody,
  TestimonialBody,
  WebinarBody,
  WorkshopBody,
  type ContentKind,
} from '../../contract/staff';
import { validateRequest, type FieldErrors } from '../../contract/requests';
import type { StaffRecord } from './staff-api';
export { labelOf } from './record-label';

export const KIND_STRUCTS: Record<ContentKind, Struct<unknown, unknown>> = {
  courses: CourseBody as Struct<unknown, unknown>,
  mentors: MentorBody as Struct<unknown, unknown>,
  testimonials: TestimonialBody as Struct<unknown, unknown>,
  'session-categories': SessionCategoryBody as Struct<unknown, unknown>,
  events: EventBody as Struct<unknown, unknown>,
  webinars: WebinarBody as Struct<unknown, unknown>,
  workshops: WorkshopBody as Struct<unknown, unknown>,
  'internship-sessions': InternshipSessionBody as Struct<unknown, unknown>,
};

/** The fields a save sends: the record without what the server keeps itself (id, version, state, times). */
export function editableOf(kind: ContentKind, record: StaffRecord | null): Record<string, unknown> {
  if (!record) return {};
  const checked = validateRequest(KIND_STRUCTS[kind], record);
  if (checked.ok) return checked.value as Record<string, unknown>;
  const { id: _id, version: _version, published: _published, createdAt: _created, updatedAt: _updated, ...rest } = record;
  return rest;
}

export function validateKind(kind: ContentKind, body: unknown): FieldErrors {
  const checked = validateRequest(KIND_STRUCTS[kind], body);
  return checked.ok ? {} : checked.errors;
}
