/**
 * One kind of content as a list for staff: drafts and published records with a status pill, and each
 * record's actions (edit, publish or unpublish, delete after a confirmation). Every action sends the
 * record's version; a stale one (409) or any refusal is said in the server's words and the list is read
 * again. Reused by every content kind (issue 20).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { ContentKind } from '../../contract/staff';
import { TOAST_MS } from '../../content/limits';
import { STAFF } from '../../content/staff';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { LoadProblem } from '../../ui/LoadProblem';
import { StatusText } from '../../ui/Section';
import { deleteContent, listContent, publishContent, StaffError, staffKeys, type StaffRecord } from './staff-api';
import styles from './staff.module.css';

/** The list's heading (ContentSection): where the keyboard goes back to from a form or after a deletion. */
export const LIST_HEADING_ID = 'staff-content';

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
  const deleteButton = useRef<HTMLButtonElement>(null);

  const act = async (work: () => Promise<unknown>, done: string, removes = false) => {
    if (busy) return;
    if (!navigator.onLine) return toast.error(STAFF.needsConnection, { duration: TOAST_MS.default });
    setBusy(true);
    let gone = false;
    try {
      await work();
      gone = removes;
      toast.success(done, { duration: TOAST_MS.default });
    } catch (err) {
      toast.error(err instanceof StaffError && err.status ? err.message : STAFF.failedSave, { duration: TOAST_MS.default });
    } finally {
      setBusy(false);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: staffKeys.list(kind) });
      // A deleted record's row is gone: the keyboard goes back to the list's heading.
      if (gone) document.getElementById(LIST_HEADING_ID)?.focus();
    }
  };
  const cancel = () => {
    setConfirming(false);
    requestAnimationFrame(() => deleteButton.current?.focus());
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
          onConfirm={() => void act(() => deleteContent(kind, record), STAFF.list.deleted, true)}
          onCancel={cancel}
        />
      ) : (
        <RowActions
          record={record}
          busy={busy}
          deleteButton={deleteButton}
          onEdit={() => onEdit(record)}
          onPublish={() =>
            void act(
              () => publishContent(kind, record, !record.published),
              record.published ? STAFF.list.unpublished : STAFF.list.published,
            )
          }
          onDelete={() => setConfirming(true)}
        />
      )}
    </li>
  );
}

interface RowActionsProps {
  record: StaffRecord;
  busy: boolean;
  deleteButton: RefObject<HTMLButtonElement | null>;
  onEdit: () => void;
  onPublish: () => void;
  onDelete: () => void;
}

/** Never disabled while busy (a disabled button drops the keyboard's focus); a press meanwhile is ignored. */
function RowActions({ record, busy, deleteButton, onEdit, onPublish, onDelete }: RowActionsProps) {
  return (
    <div className={styles.actions}>
      <Button variant="outline" size="sm" onClick={onEdit}>
        {STAFF.list.edit}
      </Button>
      <Button variant="outline" size="sm" aria-disabled={busy} onClick={onPublish}>
        {record.published ? STAFF.list.unpublish : STAFF.list.publish}
      </Button>
      <Button ref={deleteButton} variant="ghost" size="sm" aria-disabled={busy} onClick={onDelete}>
        {STAFF.list.delete}
      </Button>
    </div>
  );
}

/**
 * A destructive action asked twice: the question in words, then yes or cancel. The keyboard starts on
 * Cancel (the safe answer) and Escape cancels.
 */
export function ConfirmDelete(props: { question: string; confirm: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  const escape = (event: KeyboardEvent) => event.key === 'Escape' && !props.busy && props.onCancel();
  return (
    <div className={styles.actions} role="group" aria-label={props.question}>
      <p>{props.question}</p>
      <Button variant="pink" size="sm" aria-disabled={props.busy} onKeyDown={escape} onClick={() => !props.busy && props.onConfirm()}>
        {props.confirm}
      </Button>
      <Button
        ref={cancel}
        variant="outline"
        size="sm"
        aria-disabled={props.busy}
        onKeyDown={escape}
        onClick={() => !props.busy && props.onCancel()}
      >
        {STAFF.list.cancel}
      </Button>
    </div>
  );
}
