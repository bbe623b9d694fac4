/**
 * Batches of a course (issue 38, decision 140): dated cohorts with class days and times in India time,
 * a mode, a language and seats. The course's answer carries its coming batches and the list's answer the
 * next two of each course (the `CourseBatch` struct, in entities.ts with the other answers); the enrol dialog
 * and the server pick the same default batch. Plain data and one function: the dialog's code carries it.
 */
import type { CourseBatch } from './entities';

export const BATCH_MODES = ['online', 'offline', 'hybrid'] as const;
export type BatchMode = (typeof BATCH_MODES)[number];
export const WEEK_PARTS = ['weekday', 'weekend'] as const;
export type WeekPart = (typeof WEEK_PARTS)[number];
/** iCalendar's day codes (RFC 5545 BYDAY), Monday first. */
export const CLASS_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type ClassDay = (typeof CLASS_DAYS)[number];
/** What staff set: open takes enrolments (onto the waitlist once full), closed takes none, cancelled will not run. */
export const BATCH_STATUSES = ['open', 'closed', 'cancelled'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
/** What a visitor sees: seats left, a waitlist to join, or enrolment closed. */
export const BATCH_AVAILABILITY = ['open', 'waitlist', 'closed'] as const;
export type BatchAvailability = (typeof BATCH_AVAILABILITY)[number];

/** How long a freed seat is held for the first person waiting before it goes to the next (decision 142). */
export const OFFER_HOURS = 48;
/** The list's answer carries this many coming batches per course: what a card shows. */
export const CARD_BATCHES = 2;

/**
 * The batch an enrolment goes to when none is named (the dialog's default, and an enrolment queued by an
 * app from before batches): the first, by start, with a seat left; else the first whose waitlist is open.
 */
export function defaultBatch<T extends Pick<CourseBatch, '_id' | 'availability'>>(batches: readonly T[]): T | undefined {
  return batches.find((b) => b.availability === 'open') ?? batches.find((b) => b.availability === 'waitlist');
}

/** An enrolment's place in its batch, as the student sees it (decision 141). */
export const SEAT_STATES = ['confirmed', 'waitlisted', 'offered', 'cancelled', 'lapsed'] as const;
export type SeatState = (typeof SEAT_STATES)[number];
