/**
 * The paths of a student's own space (issue 21), apart from the structs of my-learning.ts: a screen that only
 * reads My learning (a course page asking whether its student has enrolled, decision 114) then carries no
 * validation code.
 */
export const ME_PATHS = {
  learning: '/me/learning',
  profile: '/me/profile',
  /** DELETE: keep the profile as it is over an enrollment's details (decision 114). */
  profileOffer: '/me/profile-offer',
  sessionRegistration: '/me/sessions/:kind/:id/registration',
  sessionReminders: '/me/sessions/:kind/:id/reminders',
  sessionCalendar: '/me/sessions/:kind/:id/calendar.ics',
  calendarFeed: '/me/calendar-feed',
  /** A waitlist offer's answer (issue 38): accept the seat held for you, or let the next person have it. */
  enrolmentOffer: '/me/enrolments/:id/offer',
  /** A batch's class schedule, for a calendar app. */
  enrolmentCalendar: '/me/enrolments/:id/calendar.ics',
  pushSubscriptions: '/me/push-subscriptions',
  pushPublicKey: '/push/public-key',
  /** `/calendar/<token>.ics`: the private feed, no cookie needed. */
  calendarFeedFile: '/calendar/:file',
} as const;
