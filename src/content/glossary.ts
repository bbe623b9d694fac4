/**
 * The site's glossary (issue 36, decision 117): the words every screen uses for the same things. SPEC's own
 * strings stay exactly as SPEC writes them ("Coming Soon" on a webinar, "Enroll Now", "Mobile"); everything
 * else follows this page. `tests/unit/glossary.test.ts` holds the copy to it.
 *
 * - A session's phase: Upcoming, Ongoing, Past (SPEC's listing sections), as a heading or a badge, for every
 *   kind of session (a webinar's badge keeps SPEC's "Live Session", "Coming Soon", "Session Ended").
 * - Dates and times: one formatter, `src/contract/date-format.ts` ("Sat, 12 Dec 2026, 10:00 am IST"; a
 *   countdown "2 days 15 h" beyond a day, hh:mm:ss within one). No other code formats a date.
 * - "Enroll", "enrollment": SPEC's spelling on screen, everywhere ("Enroll Now", "Enrollment failed"), so a
 *   screen never shows two spellings of one word; identifiers say "enrol" (decision 44).
 * - "Mobile number" for the number a student logs in with (a form label in title case: "Mobile Number");
 *   "Mobile" alone only where SPEC has it (the enrol dialog's field).
 */
export const PHASE_WORDS = { ongoing: 'Ongoing', upcoming: 'Upcoming', past: 'Past' } as const;

/** A course a student has enrolled in: they can start at once (courses are self-paced). */
export const ENROLMENT_WORDS = { enrolled: 'Enrolled' } as const;
