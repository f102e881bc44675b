// `npm run fonts -w @farm/web`: refreshes the shop's faces in public/fonts from their @fontsource
// packages: Noto Sans Tamil's Tamil subset (400, 600) and Poppins' Latin faces (400–700), declared in
// app/globals.css and app/[locale]/layout.tsx under names the layouts can preload (decision 0061).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const fontsource = path.join(web, '..', '..', 'node_modules', '@fontsource');

const copies = [
  ...[400, 600].map((w) => `noto-sans-tamil/files/noto-sans-tamil-tamil-${w}-normal.woff2`),
  ...[400, 500, 600, 700].map((w) => `poppins/files/poppins-latin-${w}-normal.woff2`),
];
for (const file of copies)
  fs.copyFileSync(path.join(fontsource, file), path.join(web, 'public', 'fonts', path.basename(file)));
console.log(`fonts: ${copies.length} files copied to public/fonts`);
