import { buffer } from 'node:stream/consumers';
import { contentTypeOfStorageName, type FileStorage } from './storage.js';

export type CopyReport = { copied: number; copiedBytes: number; alreadyThere: number };

/**
 * Copies every file of `from` that `to` lacks (or holds at another size) under the same name, one
 * at a time: an interrupted copy is resumed by running it again, and a second run copies nothing.
 * A file lands whole or not at all (the local disk writes then renames; an S3 put is atomic). The
 * resized copies travel too, so the pictures need no new encodes after a move.
 */
export async function copyStoredFiles(
  from: FileStorage,
  to: FileStorage,
  onCopied?: (name: string) => void,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, copiedBytes: 0, alreadyThere: 0 };
  for await (const { name, size } of from.listFiles()) {
    const there = await to.getFile(name);
    if (there?.size === size) {
      report.alreadyThere++;
      continue;
    }
    const source = await from.getFile(name);
    // Deleted since it was listed (a picture removed meanwhile): nothing to copy.
    if (!source) continue;
    const data = await buffer(source.open());
    await to.putFile(name, data, contentTypeOfStorageName(name));
    report.copied++;
    report.copiedBytes += data.length;
    onCopied?.(name);
  }
  return report;
}
