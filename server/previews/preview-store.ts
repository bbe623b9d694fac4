/**
 * Link-preview pictures kept in the database (issue 38, decision 145), so that every instance serves the
 * same bytes. A picture is drawn when its record is published or changed (content-store.ts calls
 * `refreshPreview` in the change's transaction); one asked for before it was ever drawn (the demo content,
 * a record published before this existed), or whose words have changed since, is drawn then and kept.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PreviewKind } from '../../src/contract/page-render';
import type { Db } from '../db/client';
import { previewImages } from '../db/schema';
import { previewCard, SITE_CARD, type PreviewCard } from './preview-card';
import { renderPreview } from './preview-image';

/** The site's own picture is kept under this id. */
const SITE_ID = '00000000-0000-0000-0000-000000000000';

export interface StoredPreview {
  png: Uint8Array;
  /** What was drawn: the picture's ETag. */
  hash: string;
}

const hashOf = (card: PreviewCard) => createHash('sha256').update(JSON.stringify(card)).digest('base64url').slice(0, 32);

async function kept(db: Db, kind: string, id: string, card: PreviewCard): Promise<StoredPreview> {
  const hash = hashOf(card);
  const [row] = await db
    .select()
    .from(previewImages)
    .where(and(eq(previewImages.kind, kind), eq(previewImages.recordId, id)));
  if (row?.sourceHash === hash) return { png: row.png, hash };
  const png = await renderPreview(card);
  await db
    .insert(previewImages)
    .values({ kind, recordId: id, sourceHash: hash, png })
    .onConflictDoUpdate({ target: [previewImages.kind, previewImages.recordId], set: { sourceHash: hash, png, createdAt: new Date() } });
  return { png, hash };
}

/** The record's picture, drawn now if it never was or its words changed; null for a draft or an unknown id. */
export async function previewOf(db: Db, kind: PreviewKind, id: string): Promise<StoredPreview | null> {
  const card = await previewCard(db, kind, id);
  return card ? kept(db, kind, id, card) : null;
}

export const sitePreview = (db: Db): Promise<StoredPreview> => kept(db, 'site', SITE_ID, SITE_CARD);

/** The console's kinds that have a picture, by the name of their preview. */
export const PREVIEW_OF_KIND: Partial<Record<string, PreviewKind>> = { courses: 'course', events: 'event', webinars: 'webinar' };

/** Draws a published record's picture at publish time (or drops nothing: a draft keeps its last one unseen). */
export async function refreshPreview(db: Db, contentKind: string, id: string): Promise<void> {
  const kind = PREVIEW_OF_KIND[contentKind];
  if (kind) await previewOf(db, kind, id);
}
