import type { MediaListQuery } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/paging.js';
import type { FileStorage } from '../../plugins/storage.js';
import { deleteMediaRow, findMediaFileName, listMedia } from './media.repository.js';

export type MediaLimits = { imageBytes: number; videoBytes: number };
/** What the media services work with: the database, the file storage and the upload limits. */
export type MediaDeps = { db: Db; storage: FileStorage; limits: MediaLimits };

/** Resized copies of a stored picture live in this folder, removed with the picture. */
export const variantFolderOf = (fileName: string) => `cache/${fileName}`;

export async function listMediaPage(db: Db, query: MediaListQuery) {
  const { items, total } = await listMedia(db, query);
  return { items, page: pageInfo(query, total) };
}

/**
 * Removes the record with its file and resized copies, or (storage unreachable: 503) neither: the
 * row goes only when the storage has let go of the files. Copies first, then the original, so a
 * failure halfway leaves a whole picture whose missing copies are made again when asked for.
 */
export async function removeMedia({ db, storage }: MediaDeps, id: number) {
  const fileName = await findMediaFileName(db, id);
  if (!fileName) throw notFound('Media');
  await db.transaction(async (tx) => {
    await deleteMediaRow(tx, id);
    await storage.deleteFolder(variantFolderOf(fileName));
    await storage.deleteFile(fileName);
  });
}
