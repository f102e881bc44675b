// `npm run build`'s last step: brotli versions of Next's script and style files, which server.mjs
// sends to the browsers that accept them (precompressed-files.mjs, decision 0063).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressStaticFiles } from '../precompressed-files.mjs';

const staticDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.next', 'static');
const written = await precompressStaticFiles(staticDir);
console.log(`Precompressed ${written} script and style files (brotli)`);
