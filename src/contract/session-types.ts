/** The four kinds of bookable session (SPEC §3), in a file of its own so the PWA can use it without superstruct. */
export const SESSION_TYPES = ['event', 'webinar', 'workshop', 'internship-session'] as const;
