/**
 * useForm's timings (src/ui/form/use-form.ts) for a record whose values nest: an input's message shows
 * once it has been left and stays current while typing; on save every input is checked. Inputs are
 * named by their path (`videolectures.1.title`), the same paths the struct's messages are keyed by.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../../../contract/requests';
import type { ContentKind } from '../../../contract/staff';
import { afterPointerRelease, watchPointer } from '../../../ui/form/pointer-release';
import type { FieldSpec } from './fields';
import { validateRecord, withValueAt, type FormRecord, type FormValue } from './values';

const without = (errors: FieldErrors, path: string) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`)));

export function useRecordForm(kind: ContentKind, fields: readonly FieldSpec[], initial: FormRecord) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const touched = useRef(new Set<string>());
  /** After a save was tried, every input's message is kept current. */
  const checkedAll = useRef(false);
  const validate = useCallback((v: FormRecord) => validateRecord(kind, fields, v), [kind, fields]);

  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  }, [values]);
  useEffect(watchPointer, []);

  /** A new value at `path` (a whole list of rows too): its message, and those under it, go or stay current. */
  const setValue = useCallback(
    (path: string, value: FormValue) => {
      const next = withValueAt(latest.current, path, value);
      latest.current = next;
      setValues(next);
      setErrors((shown) => {
        const rest = without(shown, path);
        if (checkedAll.current || touched.current.has(path)) {
          const live = validate(next)[path];
          if (live) rest[path] = live;
        }
        return rest;
      });
    },
    [validate],
  );

  /** Left: its message shows, after a press on another control has delivered its click (issue 16.2). */
  const touch = useCallback(
    (path: string) => {
      afterPointerRelease(() => {
        touched.current.add(path);
        setErrors((shown) => {
          const live = validate(latest.current)[path];
          const rest = { ...shown };
          if (live) rest[path] = live;
          else delete rest[path];
          return rest;
        });
      });
    },
    [validate],
  );

  /** Checks every input; answers true when the record may be sent. */
  const check = useCallback(() => {
    const found = validate(latest.current);
    setErrors(found);
    checkedAll.current = true;
    return Object.keys(found).length === 0;
  }, [validate]);

  /** Someone else's version replaces what was typed. */
  const replace = useCallback((next: FormRecord) => {
    latest.current = next;
    setValues(next);
    setErrors({});
    touched.current.clear();
    checkedAll.current = false;
  }, []);

  /** Rows moved (one removed): their messages no longer point at the right rows. */
  const forget = useCallback((path: string) => {
    setErrors((shown) => without(shown, path));
    for (const key of [...touched.current]) if (key === path || key.startsWith(`${path}.`)) touched.current.delete(key);
  }, []);

  return { values, errors, setErrors, setValue, touch, check, replace, forget, busy, setBusy };
}

export type RecordFormState = ReturnType<typeof useRecordForm>;
