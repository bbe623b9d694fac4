/**
 * Form state with SPEC §5's two timings: `touched` shows a field's error once it has been left (and
 * keeps it current while typing); `submit` checks on submit and clears a field's error when it is edited.
 * Server field errors are shown the same way until the field is edited.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type Dispatch, type SetStateAction } from 'react';
import type { FormEcho } from '../../contract/page-render';
import type { FieldErrors } from '../../contract/requests';
import { afterPointerRelease, watchPointer } from './pointer-release';

export type FormValues = Record<string, string>;
type Validate<F> = (values: F) => FieldErrors;
type Mode = 'touched' | 'submit';

/** `shown` with `name`'s message set to `live`, or removed when there is none. */
function withMessage(shown: FieldErrors, name: string, live: string | undefined): FieldErrors {
  const rest = { ...shown };
  if (live) rest[name] = live;
  else delete rest[name];
  return rest;
}

/** `touch(name)`: a field left in `touched` mode shows its message from then on. */
function useTouch<F extends FormValues>(
  values: F,
  validate: Validate<F>,
  mode: Mode,
  setTouched: Dispatch<SetStateAction<Record<string, boolean>>>,
  setErrors: Dispatch<SetStateAction<FieldErrors>>,
) {
  // What was typed, for a message shown a moment after the field was left (afterPointerRelease).
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  }, [values]);
  useEffect(watchPointer, []);

  return useCallback(
    (name: keyof F & string) => {
      if (mode !== 'touched') return;
      // Left by a press on another control: the message (one more line in the form) waits until that
      // press has delivered its click, so the button never moves from under the pointer (issue 16.2).
      afterPointerRelease(() => {
        setTouched((t) => ({ ...t, [name]: true }));
        setErrors((shown) => withMessage(shown, name, validate(latest.current)[name]));
      });
    },
    [mode, validate, setTouched, setErrors],
  );
}

/**
 * `echo`: the server's answer to this form posted before the app ran (decision 126): a refused form comes
 * back as typed, with the server's messages; a stored one comes back empty.
 */
export function useForm<F extends FormValues>(initial: F, validate: Validate<F>, mode: Mode, echo?: FormEcho) {
  const refused = echo?.outcome === 'refused' ? echo : undefined;
  const [values, setValues] = useState<F>(() => (refused ? keepKnown(initial, refused.values) : initial));
  const [touched, setTouched] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(Object.keys(refused?.errors ?? {}).map((name) => [name, true])),
  );
  const [errors, setErrors] = useState<FieldErrors>(() => refused?.errors ?? {});
  const [busy, setBusy] = useState(false);

  const setValue = useCallback(
    (name: keyof F & string, value: string) => {
      setValues((prev) => {
        const next = { ...prev, [name]: value };
        // Edited: the old message goes; in `touched` mode a field already left shows its current one.
        setErrors((shown) => withMessage(shown, name, mode === 'touched' && touched[name] ? validate(next)[name] : undefined));
        return next;
      });
    },
    [mode, touched, validate],
  );

  const touch = useTouch(values, validate, mode, setTouched, setErrors);

  /** Checks every field; answers true when the form may be sent. */
  const check = useCallback(() => {
    const found = validate(values);
    setErrors(found);
    setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])));
    return Object.keys(found).length === 0;
  }, [validate, values]);

  const reset = useCallback(() => {
    setValues(initial);
    setTouched({});
    setErrors({});
  }, [initial]);

  /** Props for one input: value, change and blur handlers, and its error. */
  const field = (name: keyof F & string) => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValue(name, e.target.value),
    onBlur: () => touch(name),
  });

  return { values, errors, setErrors, field, check, reset, busy, setBusy, setValues };
}

/** `initial` with the fields of `typed` it knows, as strings. */
function keepKnown<F extends FormValues>(initial: F, typed: Record<string, string>): F {
  const kept = { ...initial };
  for (const name of Object.keys(initial)) if (typeof typed[name] === 'string') (kept as FormValues)[name] = typed[name];
  return kept;
}

/** What `useForm` gives a screen, for the parts of a form that take it as a prop. */
export type FormState<F extends FormValues> = ReturnType<typeof useForm<F>>;
/** What `field(name)` hands an input. */
export type FieldProps = ReturnType<FormState<FormValues>['field']>;
