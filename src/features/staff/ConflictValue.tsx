/**
 * One field's value in the conflict panel as a person reads it (decision 113): text as written, a list
 * as a list, rows as rows of labelled values, a yes/no, a choice or a record of another kind by its
 * name, a time in India time. Never JSON.
 */
import { useQuery } from '@tanstack/react-query';
import type { ContentKind } from '../../contract/staff';
import { STAFF } from '../../content/staff';
import { useDateFormats } from '../../ui/format';
import type { FieldSpec } from './record-form/fields';
import { labelOf } from './record-label';
import { listContent, staffKeys } from './staff-api';
import styles from './staff.module.css';

const COPY = STAFF.conflict;
const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);
const objectOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

export function ConflictValue({ spec, value }: { spec: FieldSpec; value: unknown }) {
  if (isEmpty(value)) return <span className={styles.emptyValue}>{COPY.empty}</span>;
  switch (spec.kind) {
    case 'boolean':
      return <>{value === true ? (spec.yes ?? STAFF.record.yes) : (spec.no ?? STAFF.record.no)}</>;
    case 'datetime':
      return <Instant value={String(value)} />;
    case 'choice':
      return spec.from ? (
        <RecordName kind={spec.from} id={String(value)} />
      ) : (
        <>{spec.options?.find((o) => o.value === value)?.label ?? String(value)}</>
      );
    case 'lines':
    case 'pictures':
      return (
        <ul className={styles.valueList}>
          {(value as unknown[]).map((item, i) => (
            <li key={i}>{String(item)}</li>
          ))}
        </ul>
      );
    case 'group':
      return <Labelled fields={spec.fields} record={objectOf(value)} />;
    case 'rows':
      return (
        <ol className={styles.valueList}>
          {(value as unknown[]).map((row, i) => (
            <li key={i}>
              <Labelled fields={spec.fields} record={objectOf(row)} />
            </li>
          ))}
        </ol>
      );
    default:
      return <span className={styles.textValue}>{String(value)}</span>;
  }
}

/** A group's or a row's fields, each under its label. */
function Labelled({ fields, record }: { fields: readonly FieldSpec[]; record: Record<string, unknown> }) {
  return (
    <dl className={styles.fields}>
      {fields.map((spec) => (
        <div key={spec.name}>
          <dt>{spec.label}</dt>
          <dd>
            <ConflictValue spec={spec} value={record[spec.name]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Instant({ value }: { value: string }) {
  const dates = useDateFormats();
  return <time dateTime={value}>{dates.range(value, null)}</time>;
}

/** A course's mentor, a testimonial's course: by its name, from the list the form's choice already read. */
function RecordName({ kind, id }: { kind: ContentKind; id: string }) {
  const list = useQuery({ queryKey: staffKeys.list(kind), queryFn: () => listContent(kind), networkMode: 'online' });
  const record = list.data?.find((r) => r.id === id);
  return <>{record ? labelOf(record) : id}</>;
}
