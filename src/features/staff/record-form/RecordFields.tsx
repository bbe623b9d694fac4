/**
 * The inputs of a record, from its field specs: each input named by its path in the values
 * (`videolectures.1.title`), with its message from the same path. Groups and rows are fieldsets with a
 * legend; each row has its own remove button ("Remove lecture 2") and each list an add button.
 */
import { useQuery } from '@tanstack/react-query';
import type { ContentKind, UploadTarget } from '../../../contract/staff';
import { uploadUrl } from '../../../contract/uploads';
import { STAFF } from '../../../content/staff';
import { Button } from '../../../ui/Button';
import { SelectField, TextArea, TextField } from '../../../ui/form/Field';
import fieldStyles from '../../../ui/form/Field.module.css';
import { labelOf } from '../record-label';
import { listContent, staffKeys } from '../staff-api';
import styles from '../staff.module.css';
import type { FieldSpec } from './fields';
import { PictureField, PicturesField, UploadControls } from './PictureField';
import type { RecordFormState } from './use-record-form';
import { emptyRow, ROW_KEY, valueAt, type FormRecord } from './values';

type Props = { fields: readonly FieldSpec[]; form: RecordFormState; prefix?: string };

export function RecordFields({ fields, form, prefix = '' }: Props) {
  return (
    <div className={fieldStyles.grid}>
      {fields.map((spec) => (
        <div key={spec.name} className={spec.wide ? styles.wide : styles.cell}>
          <FieldInput spec={spec} form={form} path={prefix + spec.name} />
        </div>
      ))}
    </div>
  );
}

const TEXT_INPUT = {
  text: {},
  url: { type: 'url', inputMode: 'url' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'off' },
  phone: { type: 'tel', inputMode: 'numeric', autoComplete: 'off' },
  datetime: { type: 'datetime-local' },
  date: { type: 'date' },
  time: { type: 'time' },
} as const;

function FieldInput({ spec, form, path }: { spec: FieldSpec; form: RecordFormState; path: string }) {
  const value = valueAt(form.values, path);
  const text = typeof value === 'string' ? value : '';
  const common = {
    label: spec.label,
    hint: spec.hint,
    optional: spec.optional,
    error: form.errors[path],
    name: path,
    value: text,
    onChange: (e: { target: { value: string } }) => form.setValue(path, e.target.value),
    onBlur: () => form.touch(path),
  };
  switch (spec.kind) {
    case 'longtext':
      return <TextArea {...common} rows={4} />;
    case 'lines':
      return <TextArea {...common} rows={3} />;
    case 'number':
      return <TextField {...common} inputMode={spec.decimal ? 'decimal' : 'numeric'} />;
    case 'boolean':
    case 'choice':
      return (
        <SelectField {...common}>
          <Options spec={spec} chosen={text} />
        </SelectField>
      );
    case 'picture':
      return (
        <PictureField
          label={spec.label}
          optional={spec.optional}
          target={spec.target}
          value={text}
          error={common.error}
          onChange={(name) => form.setValue(path, name)}
        />
      );
    case 'pictures':
      return (
        <PicturesField
          label={spec.label}
          target={spec.target}
          value={Array.isArray(value) ? (value as string[]) : []}
          error={form.errors[path]}
          onChange={(names) => form.setValue(path, names)}
        />
      );
    case 'checks':
      return <ChecksField spec={spec} form={form} path={path} chosen={Array.isArray(value) ? (value as string[]) : []} />;
    case 'url':
      return <LinkField common={common} upload={spec.upload} onStored={(url) => form.setValue(path, url)} />;
    case 'group':
      return <GroupField label={spec.label} fields={spec.fields} form={form} path={path} />;
    case 'rows':
      return <RowsField spec={spec} form={form} path={path} rows={Array.isArray(value) ? (value as FormRecord[]) : []} />;
    default:
      return <TextField {...common} {...TEXT_INPUT[spec.kind]} />;
  }
}

type CommonProps = Parameters<typeof TextField>[0];

/** A link; with `upload`, also filled by a file uploaded into that folder (a lecture's video). */
function LinkField({ common, upload, onStored }: { common: CommonProps; upload?: UploadTarget; onStored: (url: string) => void }) {
  if (!upload) return <TextField {...common} {...TEXT_INPUT.url} />;
  return (
    <div className={styles.group}>
      <TextField {...common} {...TEXT_INPUT.url} />
      <UploadControls target={upload} onStored={(name) => onStored(uploadUrl(upload, name))} />
    </div>
  );
}

function GroupField({ label, fields, form, path }: { label: string; fields: readonly FieldSpec[]; form: RecordFormState; path: string }) {
  return (
    <fieldset className={styles.group}>
      <legend>{label}</legend>
      <RecordFields fields={fields} form={form} prefix={`${path}.`} />
    </fieldset>
  );
}

/** Any of a fixed list (a batch's class days): a checkbox each, kept in the list's order. */
function ChecksField({
  spec,
  form,
  path,
  chosen,
}: {
  spec: FieldSpec & { kind: 'checks' };
  form: RecordFormState;
  path: string;
  chosen: string[];
}) {
  const error = form.errors[path];
  const errorId = `${path}-error`;
  const toggle = (value: string, on: boolean) => {
    const next = spec.options.map((o) => o.value).filter((v) => (v === value ? on : chosen.includes(v)));
    form.setValue(path, next);
  };
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend>{spec.label}</legend>
      <div className={styles.checks}>
        {spec.options.map((o, i) => (
          <label key={o.value} className={styles.check}>
            <input
              type="checkbox"
              name={path}
              value={o.value}
              checked={chosen.includes(o.value)}
              aria-invalid={error && i === 0 ? true : undefined}
              onChange={(e) => toggle(o.value, e.target.checked)}
              onBlur={() => form.touch(path)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

const Option = ({ value, label }: { value: string; label: string }) => <option value={value}>{label}</option>;

/** A yes/no field's two answers, or a choice's options (a record of another kind, or a fixed list). */
function Options({ spec, chosen }: { spec: FieldSpec & { kind: 'boolean' | 'choice' }; chosen: string }) {
  if (spec.kind === 'boolean')
    return (
      <>
        <Option value="yes" label={spec.yes ?? STAFF.record.yes} />
        <Option value="no" label={spec.no ?? STAFF.record.no} />
      </>
    );
  return (
    <>
      {spec.nullable && <Option value="" label={STAFF.record.none} />}
      {spec.from ? <RecordOptions kind={spec.from} chosen={chosen} /> : spec.options?.map((o) => <Option key={o.value} {...o} />)}
    </>
  );
}

/** The records of another kind (a course's mentor, a testimonial's course), by name; the chosen one even before they arrive. */
function RecordOptions({ kind, chosen }: { kind: ContentKind; chosen: string }) {
  const read = useQuery({ queryKey: staffKeys.list(kind), queryFn: () => listContent(kind), networkMode: 'online' });
  const records = read.data ?? [];
  const missing = chosen && !records.some((r) => r.id === chosen);
  return (
    <>
      {records.map((r) => (
        <Option key={r.id} value={r.id} label={labelOf(r)} />
      ))}
      {missing && <Option value={chosen} label={chosen} />}
    </>
  );
}

function RowsField({
  spec,
  form,
  path,
  rows,
}: {
  spec: FieldSpec & { kind: 'rows' };
  form: RecordFormState;
  path: string;
  rows: FormRecord[];
}) {
  const error = form.errors[path];
  const remove = (index: number) => {
    form.forget(path);
    form.setValue(
      path,
      rows.filter((_, i) => i !== index),
    );
  };
  return (
    <fieldset className={styles.group}>
      <legend>{spec.label}</legend>
      {rows.length === 0 && <p className={fieldStyles.hint}>{STAFF.record.noRows}</p>}
      {rows.map((row, index) => (
        <fieldset key={String(row[ROW_KEY])} className={styles.row}>
          <legend>{STAFF.record.row(spec.one, index + 1)}</legend>
          <RecordFields fields={spec.fields} form={form} prefix={`${path}.${index}.`} />
          <div className={styles.actions}>
            <Button variant="ghost" size="sm" onClick={() => remove(index)}>
              {STAFF.record.removeRow(spec.one, index + 1)}
            </Button>
          </div>
        </fieldset>
      ))}
      {error && (
        <p className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="outline" size="sm" onClick={() => form.setValue(path, [...rows, emptyRow(spec.fields)])}>
          {spec.add}
        </Button>
      </div>
    </fieldset>
  );
}
