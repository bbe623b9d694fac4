/**
 * Staff uploads (decision 69): the type is read from the bytes, never from the name or the header the
 * browser sent; pictures are decoded by sharp (a picture it cannot read is refused), resized to the
 * widths the site shows them at and written as WebP; PDFs and lesson videos (MP4, WebM) are kept as sent. Every file is named by the
 * hash of what was uploaded, so the same file uploaded twice is one file and a name never changes meaning.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { UPLOADS, UPLOADS_ROOT, validateRequest } from '../../src/contract';
import { UploadAltBody, UPLOAD_LIMITS, UPLOAD_TARGETS, type UploadTarget } from '../../src/contract/staff';
import type { Db } from '../db/client';
import { uploadedFiles } from '../db/schema';
import { recordAudit } from './audit';
import type { StaffActor } from './roles';

type Sniffed = 'png' | 'jpeg' | 'webp' | 'pdf' | 'mp4' | 'webm' | null;

/** The file's type from its first bytes (its "magic number"). */
export function sniff(bytes: Uint8Array): Sniffed {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'webp';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  // An ISO media file opens with its `ftyp` box; a WebM with an EBML header whose DocType is "webm".
  if (ascii(bytes, 4, 8) === 'ftyp') return 'mp4';
  if (starts(0x1a, 0x45, 0xdf, 0xa3) && ascii(bytes, 0, 64).includes('\x42\x82\x84webm')) return 'webm';
  return null;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** A picture bigger than this many pixels is refused before it is decoded (a small file can unpack to gigabytes). */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

export interface StoredUpload {
  name: string;
  url: string;
  contentType: string;
  bytes: number;
  alt: string | null;
  width: number | null;
  height: number | null;
  /** Smaller copies of a picture, by width, for srcset. */
  variants: { width: number; name: string; url: string }[];
}

export type UploadOutcome =
  { ok: true; file: StoredUpload } | { ok: false; status: 400 | 413 | 415; message: string; errors?: Record<string, string> };

export interface UploadInput {
  target: UploadTarget;
  bytes: Uint8Array;
  alt: string | undefined;
}

const folderOf = (target: UploadTarget) => UPLOADS[target].slice(UPLOADS_ROOT.length);
const urlOf = (target: UploadTarget, name: string) => UPLOADS[target] + name;

function checkAlt(alt: string | undefined): string | { error: string } {
  const checked = validateRequest(UploadAltBody, { alt });
  return checked.ok ? checked.value.alt : { error: checked.errors.alt ?? 'Alt text is required' };
}

type Refusal = { ok: false; status: 400 | 413 | 415; message: string; errors?: Record<string, string> };
type Prepared = { ok: true; files: { name: string; data: Uint8Array }[]; file: StoredUpload };

const refuse = (status: Refusal['status'], message: string, errors?: Record<string, string>): Refusal => ({
  ok: false,
  status,
  message,
  errors,
});

/** Checks and prepares the files to write; nothing touches the disk or the database yet. */
function prepare(input: UploadInput): Promise<Refusal | Prepared> {
  const hash = createHash('sha256').update(input.bytes).digest('hex').slice(0, 32);
  const accepts = UPLOAD_TARGETS[input.target].accepts;
  if (accepts === 'pdf') return Promise.resolve(preparePdf(input, hash));
  if (accepts === 'video') return Promise.resolve(prepareVideo(input, hash));
  return prepareImage(input, hash);
}

/** A file kept as sent, under the hash of its bytes. */
function keptAsSent(input: UploadInput, name: string, contentType: string): Prepared {
  const file: StoredUpload = {
    name,
    url: urlOf(input.target, name),
    contentType,
    bytes: input.bytes.length,
    alt: null,
    width: null,
    height: null,
    variants: [],
  };
  return { ok: true, files: [{ name, data: input.bytes }], file };
}

/** A lesson's video (issue 40): MP4 or WebM by its bytes, kept as sent (students download it whole). */
function prepareVideo(input: UploadInput, hash: string): Refusal | Prepared {
  if (input.bytes.length > UPLOAD_LIMITS.videoBytes)
    return refuse(
      413,
      `A lesson video may be at most ${UPLOAD_LIMITS.videoBytes / 1024 / 1024} MB: keep lessons short, or split a long one`,
    );
  const kind = sniff(input.bytes);
  if (kind !== 'mp4' && kind !== 'webm')
    return refuse(415, 'This file is not an MP4 or WebM video (its contents say otherwise, whatever its name)');
  return keptAsSent(input, `${hash}.${kind}`, `video/${kind}`);
}

function preparePdf(input: UploadInput, hash: string): Refusal | Prepared {
  if (input.bytes.length > UPLOAD_LIMITS.pdfBytes) return refuse(413, `A PDF may be at most ${UPLOAD_LIMITS.pdfBytes / 1024 / 1024} MB`);
  if (sniff(input.bytes) !== 'pdf') return refuse(415, 'This file is not a PDF (its contents say otherwise, whatever its name)');
  return keptAsSent(input, `${hash}.pdf`, 'application/pdf');
}

async function prepareImage(input: UploadInput, hash: string): Promise<Refusal | Prepared> {
  if (input.bytes.length > UPLOAD_LIMITS.imageBytes)
    return refuse(413, `A picture may be at most ${UPLOAD_LIMITS.imageBytes / 1024 / 1024} MB`);
  const kind = sniff(input.bytes);
  if (kind !== 'png' && kind !== 'jpeg' && kind !== 'webp') {
    return refuse(415, 'This file is not a PNG, JPEG or WebP picture (its contents say otherwise, whatever its name)');
  }
  const alt = checkAlt(input.alt);
  if (typeof alt !== 'string') return refuse(400, 'Please correct the highlighted fields.', { alt: alt.error });
  const image = () => sharp(input.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let meta: Metadata;
  try {
    meta = await image().metadata();
  } catch {
    return refuse(415, 'This picture could not be read: it may be damaged or too large');
  }
  if (meta.format !== kind || !meta.width || !meta.height)
    return refuse(415, 'This picture could not be read: its contents do not match its type');
  const widths = [...UPLOAD_TARGETS[input.target].widths].sort((a, b) => a - b);
  const sized: { name: string; data: Uint8Array; width: number; height: number }[] = [];
  try {
    for (const width of widths) {
      // rotate() applies the camera's orientation before EXIF is dropped; never enlarge a small picture.
      const { data, info } = await image()
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      const largest = width === widths[widths.length - 1];
      sized.push({ name: largest ? `${hash}.webp` : `${hash}-${width}w.webp`, data, width: info.width, height: info.height });
    }
  } catch {
    return refuse(415, 'This picture could not be read: it may be damaged');
  }
  const main = sized[sized.length - 1]!;
  const file: StoredUpload = {
    name: main.name,
    url: urlOf(input.target, main.name),
    contentType: 'image/webp',
    bytes: main.data.length,
    alt,
    width: main.width,
    height: main.height,
    variants: sized.slice(0, -1).map((f) => ({ width: f.width, name: f.name, url: urlOf(input.target, f.name) })),
  };
  return { ok: true, files: sized, file };
}

/** Writes a file under its final name only once it is whole: a reader never sees half a picture. */
async function writeOnce(folder: string, name: string, data: Uint8Array) {
  const path = join(folder, name);
  if (
    await stat(path).then(
      () => true,
      () => false,
    )
  )
    return; // the same content, by its hash
  const temp = join(folder, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  await writeFile(temp, data);
  await rename(temp, path);
}

export async function storeUpload(db: Db, uploadsDir: string, input: UploadInput, actor: StaffActor, now: Date): Promise<UploadOutcome> {
  const prepared = await prepare(input);
  if (!prepared.ok) return prepared;
  const folder = join(uploadsDir, folderOf(input.target));
  await mkdir(folder, { recursive: true });
  for (const f of prepared.files) await writeOnce(folder, f.name, f.data);
  const { file } = prepared;
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx
      .insert(uploadedFiles)
      .values({
        name: `${folderOf(input.target)}${file.name}`,
        kind: input.target,
        contentType: file.contentType,
        bytes: file.bytes,
        alt: file.alt,
        width: file.width,
        height: file.height,
        variants: file.variants.map((v) => v.name),
        uploadedBy: actor.identifier,
        createdAt: now,
      })
      .onConflictDoUpdate({ target: uploadedFiles.name, set: { alt: file.alt } });
    await recordAudit(
      tx,
      { actor: actor.identifier, action: 'upload', entity: 'uploads', entityId: file.url, before: null, after: file },
      now,
    );
  });
  return { ok: true, file };
}
