/**
 * Names, on a control that opens a dialog, the id of the element that takes the keyboard's focus if the control has
 * gone by the time the dialog closes (Modal.tsx). Apart from the Modal: a control naming it must not bring the
 * dialog's code into its page's first files.
 */
export const FOCUS_SUCCESSOR_ATTRIBUTE = 'data-focus-successor';
