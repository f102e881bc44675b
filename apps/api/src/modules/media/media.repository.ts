import type { Media, MediaListQuery } from '@farm/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { offsetOf } from '../../lib/paging.js';
import { media } from './media.table.js';

type MediaRow = typeof media.$inferSelect;

/** The path the API serves a stored file under. */
export const mediaUrlOf = (fileName: string) => `/api/media/${fileName}`;

function toMedia(row: MediaRow): Media {
  return {
    id: row.id,
    url: mediaUrlOf(row.fileName),
    kind: row.kind,
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    byteSize: row.byteSize,
    originalName: row.originalName,
    createdAt: iso(row.createdAt),
  };
}

export async function insertMedia(db: DbOrTx, values: typeof media.$inferInsert): Promise<Media> {
  const [row] = await db.insert(media).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return toMedia(row);
}

export async function findMediaFileName(db: DbOrTx, id: number) {
  const [row] = await db.select({ fileName: media.fileName }).from(media).where(eq(media.id, id)).limit(1);
  return row?.fileName;
}

export async function listMedia(db: DbOrTx, query: MediaListQuery) {
  const where = query.kind ? eq(media.kind, query.kind) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(query.size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(media).where(where),
  ]);
  return { items: rows.map(toMedia), total: total?.n ?? 0 };
}

export async function deleteMediaRow(db: DbOrTx, id: number) {
  await db.delete(media).where(eq(media.id, id));
}
