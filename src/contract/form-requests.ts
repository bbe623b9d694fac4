/**
 * A page's form as its request (decision 126): the form's own struct checks the fields as the person typed
 * them (SPEC's messages, under the form's own field names), then they are shaped into what the API takes.
 * The page's form (in the browser) and the server (a form posted before the app runs) use the same function.
 */
import { ContactForm, joinName, RegistrationForm, validateRequest, type FieldErrors } from './requests';

export type FormRequest = { ok: true; request: Record<string, string> } | { ok: false; errors: FieldErrors };

/** SPEC §3: a registration sends the three name parts joined as one full name. */
function registration(fields: Record<string, unknown>): FormRequest {
  const checked = validateRequest(RegistrationForm, fields);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const v = checked.value;
  return {
    ok: true,
    request: {
      fullName: joinName(v.firstName, v.middleName, v.lastName),
      email: v.email,
      mobileNo: v.mobileNo,
      dob: v.dob,
      collegeName: v.collegeName,
      selectedProgram: v.selectedProgram,
    },
  };
}

function contact(fields: Record<string, unknown>): FormRequest {
  const checked = validateRequest(ContactForm, fields);
  return checked.ok ? { ok: true, request: checked.value } : { ok: false, errors: checked.errors };
}

export const FORM_REQUESTS = { contact, registration } as const;
export type PageFormKind = keyof typeof FORM_REQUESTS;

/** The API's field errors under the form's own names: a full-name problem shows under the first name. */
export function formErrorsOf(kind: PageFormKind, errors: FieldErrors): FieldErrors {
  if (kind !== 'registration') return errors;
  const { fullName, ...rest } = errors;
  return fullName ? { firstName: fullName, ...rest } : rest;
}
