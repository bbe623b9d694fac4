/**
 * Uploads a picture (with its required alt text) or a course's PDF, and gives back the stored file's
 * name to put in a record's picture field. The server reads the type from the bytes and the size from
 * the body; its 4xx message (wrong type, too large) is shown as it says it, next to the file.
 */
import { useState, type FormEvent } from 'react';
import { UPLOAD_TARGETS, type UploadTarget } from '../../contract/staff';
import { TOAST_MS } from '../../content/limits';
import { STAFF } from '../../content/staff';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/form/Field';
import fieldStyles from '../../ui/form/Field.module.css';
import { Form } from '../../ui/form/Form';
import { StaffError, uploadFile, type StoredUpload } from './staff-api';
import styles from './staff.module.css';

const COPY = STAFF.upload;
const TARGETS = Object.keys(UPLOAD_TARGETS) as UploadTarget[];
type Errors = { file?: string; alt?: string };

export function UploadPanel() {
  const [target, setTarget] = useState<UploadTarget>('eventBanner');
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [stored, setStored] = useState<StoredUpload | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const image = UPLOAD_TARGETS[target].accepts === 'image';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = { file: file ? undefined : COPY.chooseFile, alt: image && !alt.trim() ? COPY.altRequired : undefined };
    setErrors(found);
    if (!file || found.alt) return;
    if (!navigator.onLine) return toast.error(STAFF.needsConnection, { duration: TOAST_MS.default });
    setBusy(true);
    try {
      setStored(await uploadFile(target, file, alt.trim()));
    } catch (err) {
      const fields = err instanceof StaffError ? err.errors : undefined;
      setErrors({ file: fields?.file ?? (err instanceof StaffError && err.status ? err.message : STAFF.failedSave), alt: fields?.alt });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="staff-upload" className={styles.block}>
      <h3 id="staff-upload">{COPY.title}</h3>
      <Form className={fieldStyles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="staff-upload">
        <div className={fieldStyles.grid}>
          <TargetSelect target={target} onChange={setTarget} />
          <TextField
            label={COPY.file}
            hint={COPY.fileHint}
            type="file"
            accept={image ? 'image/png,image/jpeg,image/webp' : 'application/pdf'}
            error={errors.file}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setErrors((shown) => ({ ...shown, file: undefined }));
            }}
          />
          {image && (
            <TextField label={COPY.alt} hint={COPY.altHint} value={alt} error={errors.alt} onChange={(e) => setAlt(e.target.value)} />
          )}
        </div>
        <div className={fieldStyles.actions}>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? COPY.sending : COPY.send}
          </Button>
        </div>
      </Form>
      {stored && <p role="status">{COPY.stored(stored.name)}</p>}
    </section>
  );
}

function TargetSelect({ target, onChange }: { target: UploadTarget; onChange: (target: UploadTarget) => void }) {
  return (
    <SelectField label={COPY.target} value={target} onChange={(e) => onChange(e.target.value as UploadTarget)}>
      {TARGETS.map((t) => (
        <option key={t} value={t}>
          {COPY.targets[t]}
        </option>
      ))}
    </SelectField>
  );
}
