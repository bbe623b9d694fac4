/**
 * One kind of content as a list for staff: drafts and published records with a status pill, and each
 * record's actions (edit, publish or unpublish, delete after a confirmation). Every action sends the
 * record's version; a stale one (409) or any refusal is said in the server's words and the list is read
 * again. Reused by every content kind (issue 20).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContentKind } from '../../contract/staff';
import { TOAST_MS } from '../../content/limits';
import { STAFF } from '../../content/staff';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { LoadProblem } from '../../ui/LoadProblem';
import { StatusText } from '../../ui/Section';
import { deleteContent, listContent, publishContent, StaffError, staffKeys, type StaffRecord } from './staff-api';
import styles from './staff.module.css';

interface Props {
  kind: ContentKind;
  /** What names a record in the list (its title, or a person's name). */
  labelOf: (record: StaffRecord) => string;
  onEdit: (record: StaffRecord) => void;
}

export function ContentList({ kind, labelOf, onEdit }: Props) {
  const read = useQuery({ queryKey: staffKeys.list(kind), queryFn: () => listContent(kind), networkMode: 'online', staleTime: 0 });
  if (read.isPending) return <StatusText>{STAFF.list.loading}</StatusText>;
  if (read.isError) return <LoadProblem message={STAFF.list.failed} onRetry={() => void read.refetch()} />;
  if (read.data.length === 0) return <StatusText>{STAFF.list.empty}</StatusText>;
  return (
    <ul className={styles.list}>
      {read.data.map((record) => (
        <Row key={record.id} kind={kind} record={record} label={labelOf(record)} onEdit={onEdit} />
      ))}
    </ul>
  );
}

function Row({ kind, record, label, onEdit }: { kind: ContentKind; record: StaffRecord; label: string; onEdit: Props['onEdit'] }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const act = async (work: () => Promise<unknown>, done: string) => {
    if (busy) return;
    if (!navigator.onLine) return toast.error(STAFF.needsConnection, { duration: TOAST_MS.default });
    setBusy(true);
    try {
      await work();
      toast.success(done, { duration: TOAST_MS.default });
    } catch (err) {
      toast.error(err instanceof StaffError && err.status ? err.message : STAFF.failedSave, { duration: TOAST_MS.default });
    } finally {
      setBusy(false);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: staffKeys.list(kind) });
    }
  };

  const status = record.published ? STAFF.status.published : STAFF.status.draft;
  return (
    <li className={styles.item} aria-busy={busy}>
      <div className={styles.itemHead}>
        <strong>{label}</strong>
        <span className={record.published ? styles.pillPublished : styles.pillDraft}>{status}</span>
      </div>
      {confirming ? (
        <ConfirmDelete
          question={STAFF.list.confirmDelete(label)}
          confirm={STAFF.list.confirm}
          busy={busy}
          onConfirm={() => void act(() => deleteContent(kind, record), STAFF.list.deleted)}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className={styles.actions}>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => onEdit(record)}>
            {STAFF.list.edit}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() =>
              void act(
                () => publishContent(kind, record, !record.published),
                record.published ? STAFF.list.unpublished : STAFF.list.published,
              )
            }
          >
            {record.published ? STAFF.list.unpublish : STAFF.list.publish}
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => setConfirming(true)}>
            {STAFF.list.delete}
          </Button>
        </div>
      )}
    </li>
  );
}

/** A destructive action asked twice: the question in words, then yes or cancel. */
export function ConfirmDelete(props: { question: string; confirm: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <div className={styles.actions} role="group" aria-label={props.question}>
      <p>{props.question}</p>
      <Button variant="pink" size="sm" disabled={props.busy} onClick={props.onConfirm}>
        {props.confirm}
      </Button>
      <Button variant="outline" size="sm" disabled={props.busy} onClick={props.onCancel}>
        {STAFF.list.cancel}
      </Button>
    </div>
  );
}
