/** The navbar's link to the staff console, apart from the console's words: it loads with a student's navbar part. */
export const STAFF_LINK = 'Staff console';
