/**
 * A record's picture (or a course note's PDF), filled by an upload: the current one, a file, its alt
 * text (required for a picture), and an Upload button that stores the file and puts the stored name in
 * the record. The server reads the type from the bytes and the size from the body; its refusal (wrong
 * type, too large) is said in its words under the file, and announced. Inside the record's <form>, so
 * not a form of its own: its buttons are type="button", and Enter in the alt text uploads.
 */
import { useState, type KeyboardEvent } from 'react';
import { UPLOAD_TARGETS, type UploadTarget } from '../../../contract/staff';
import { TOAST_MS } from '../../../content/limits';
import { FORMS } from '../../../content/form-words';
import { STAFF } from '../../../content/staff';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/form/Field';
import fieldStyles from '../../../ui/form/Field.module.css';
import { uploadSrc } from '../../../ui/images';
import { StaffError, uploadFile } from '../staff-api';
import styles from '../staff.module.css';

const COPY = STAFF.upload;
type Errors = { file?: string; alt?: string };

interface PictureProps {
  label: string;
  target: UploadTarget;
  /** The stored file's name, or '' for none. */
  value: string;
  error?: string;
  optional?: boolean;
  onChange: (name: string) => void;
}

/** One picture (or PDF) of a record. */
export function PictureField({ label, target, value, error, optional, onChange }: PictureProps) {
  const image = UPLOAD_TARGETS[target].accepts === 'image';
  const src = uploadSrc(target, value);
  return (
    <fieldset className={styles.group}>
      <legend>
        {label}
        {optional && <span className={fieldStyles.optional}> {FORMS.optional}</span>}
      </legend>
      <div className={styles.current}>
        {!src ? (
          <p className={fieldStyles.hint}>{image ? COPY.noPicture : COPY.noFile}</p>
        ) : image ? (
          <img className={styles.preview} src={src} alt={COPY.current(label)} />
        ) : (
          <a href={src} target="_blank" rel="noreferrer">
            {COPY.openFile(value)}
          </a>
        )}
        {src && (
          <Button variant="ghost" size="sm" onClick={() => onChange('')}>
            {image ? COPY.removePicture : COPY.removeFile}
          </Button>
        )}
      </div>
      {error && (
        <p className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
      <UploadControls target={target} onStored={onChange} />
    </fieldset>
  );
}

/** A gallery: its pictures, each with its remove button, and an upload that adds one. */
export function PicturesField(props: {
  label: string;
  target: UploadTarget;
  value: string[];
  error?: string;
  onChange: (names: string[]) => void;
}) {
  const { label, target, value, error, onChange } = props;
  return (
    <fieldset className={styles.group}>
      <legend>
        {label} <span className={fieldStyles.optional}>{FORMS.optional}</span>
      </legend>
      {value.length === 0 ? (
        <p className={fieldStyles.hint}>{COPY.noPicture}</p>
      ) : (
        <ul className={styles.gallery}>
          {value.map((name, i) => (
            <li key={`${name}-${i}`}>
              <img className={styles.preview} src={uploadSrc(target, name) ?? ''} alt={COPY.galleryPicture(i + 1)} />
              <Button variant="ghost" size="sm" onClick={() => onChange(value.filter((_, at) => at !== i))}>
                {COPY.removeNth(i + 1)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
      <UploadControls target={target} onStored={(name) => onChange([...value, name])} />
    </fieldset>
  );
}

/** The state of one upload: the chosen file, its alt text, their messages, and the send. */
function useUpload(target: UploadTarget, onStored: (name: string) => void) {
  const image = UPLOAD_TARGETS[target].accepts === 'image';
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [stored, setStored] = useState('');
  // A new input after each upload: a file input's chosen file cannot be cleared otherwise.
  const [inputKey, setInputKey] = useState(0);

  const upload = async () => {
    if (busy) return;
    const found: Errors = { file: file ? undefined : COPY.chooseFile, alt: image && !alt.trim() ? COPY.altRequired : undefined };
    setErrors(found);
    if (!file || found.alt) return;
    if (!navigator.onLine) return toast.error(STAFF.needsConnection, { duration: TOAST_MS.default });
    setBusy(true);
    setStored('');
    try {
      const { name } = await uploadFile(target, file, image ? alt.trim() : '');
      onStored(name);
      setStored(name);
      setFile(null);
      setAlt('');
      setInputKey((k) => k + 1);
    } catch (err) {
      const fields = err instanceof StaffError ? err.errors : undefined;
      setErrors({ file: fields?.file ?? (err instanceof StaffError && err.status ? err.message : STAFF.failedSave), alt: fields?.alt });
    } finally {
      setBusy(false);
    }
  };

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setErrors((shown) => ({ ...shown, file: undefined }));
    setStored('');
  };
  const changeAlt = (text: string) => {
    setAlt(text);
    setErrors((shown) => ({ ...shown, alt: undefined }));
  };
  return { image, alt, errors, busy, stored, inputKey, upload, chooseFile, changeAlt };
}

const ACCEPT = { image: 'image/png,image/jpeg,image/webp', pdf: 'application/pdf', video: 'video/mp4,video/webm' } as const;
const HINT = { image: COPY.imageHint, pdf: COPY.pdfHint, video: COPY.videoHint } as const;

/** The file, its alt text and the Upload button; gives the stored file's name. */
export function UploadControls({ target, onStored }: { target: UploadTarget; onStored: (name: string) => void }) {
  const { image, alt, errors, busy, stored, inputKey, upload, chooseFile, changeAlt } = useUpload(target, onStored);
  const uploadOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // not the record's save
    void upload();
  };

  return (
    <div className={styles.upload}>
      <div className={fieldStyles.grid}>
        <TextField
          key={inputKey}
          label={COPY.file}
          hint={HINT[UPLOAD_TARGETS[target].accepts]}
          type="file"
          accept={ACCEPT[UPLOAD_TARGETS[target].accepts]}
          error={errors.file}
          live
          onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
        />
        {image && (
          <TextField
            label={COPY.alt}
            hint={COPY.altHint}
            value={alt}
            error={errors.alt}
            live
            onKeyDown={uploadOnEnter}
            onChange={(e) => changeAlt(e.target.value)}
          />
        )}
      </div>
      <div className={styles.actions}>
        <Button variant="outline" size="sm" aria-disabled={busy} aria-busy={busy} onClick={() => void upload()}>
          {busy ? COPY.sending : COPY.send}
        </Button>
        <p role="status" className={fieldStyles.hint}>
          {stored ? COPY.uploaded(stored) : ''}
        </p>
      </div>
    </div>
  );
}
