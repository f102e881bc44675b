import { preload } from 'react-dom';

/**
 * Asks for font files with the document (Next sends them as `Link` headers) rather than once the
 * stylesheets naming them are read: a page laid out before its faces arrive is laid out again.
 */
export function preloadFaces(files: readonly string[]): void {
  for (const file of files) preload(file, { as: 'font', type: 'font/woff2', crossOrigin: '' });
}
