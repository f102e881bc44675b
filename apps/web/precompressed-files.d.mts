// Types of precompressed-files.mjs, for the tests that import it.
import type { IncomingMessage, ServerResponse } from 'node:http';

export function precompressStaticFiles(staticDir: string): Promise<number>;
export function precompressedFiles(staticDir: string): {
  size: number;
  answer(req: IncomingMessage, res: ServerResponse): boolean;
};
