/**
 * Words of the "Request a call back" form (issue 39), apart from forms.ts: only the contact page carries them,
 * not every page with a form.
 */
export const CALLBACK_FORM = {
  title: 'Request a call back',
  lead: 'Leave your number and we will call you in working hours (Mon–Sat, 9AM–6PM).',
  /** Not "Name": the contact form above has one, and a page's fields must be told apart by their labels. */
  name: 'Who should we ask for?',
  mobile: 'Mobile Number',
  course: 'Course of interest',
  notSure: 'Not sure yet',
  time: 'Preferred time',
  chooseTime: 'Choose a time',
  times: { morning: 'Morning (9AM–12PM)', afternoon: 'Afternoon (12PM–3PM)', evening: 'Evening (3PM–6PM)', any: 'Any time' },
  submit: 'Request a call back',
} as const;
