/** A note on the lead's timeline: what was said, what happens next. */
import { useState, type FormEvent } from 'react';
import { LEADS } from '../../../content/leads';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/form/Field';
import fieldStyles from '../../../ui/form/Field.module.css';
import { addNote } from './leads-api';
import styles from './leads.module.css';
import { useLeadAction } from './use-lead-action';
import { Form } from '../../../ui/form/Form';

const D = LEADS.detail;

export function LeadNote({ id }: { id: string }) {
  const [text, setText] = useState('');
  const { busy, run } = useLeadAction();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    const saved = await run(() => addNote(id, text.trim(), crypto.randomUUID()), D.noteAdded);
    if (saved !== undefined) setText('');
  };
  return (
    <Form className={styles.panel} onSubmit={(e) => void save(e)} aria-labelledby="lead-note" noValidate>
      <h4 id="lead-note">{D.note}</h4>
      <TextArea label={D.noteText} rows={3} maxLength={4000} value={text} onChange={(e) => setText(e.target.value)} />
      <div className={fieldStyles.actions}>
        <Button type="submit" size="sm" variant="outline" aria-busy={busy}>
          {D.addNote}
        </Button>
      </div>
    </Form>
  );
}
