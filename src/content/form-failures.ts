/**
 * A 5xx while online (decision 106). A module of its own: only the outbox's code (loaded after the first
 * paint) says it, and content/forms.ts is in the first load of `/`, which is at its budget.
 */
export const SERVER_PROBLEM = "The academy's server had a problem — your message is saved and will be sent automatically";
