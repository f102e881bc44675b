'use client';

import { DEFAULT_IMAGE_QUALITY, MEDIA_IMAGE_WIDTHS } from '@farm/contract/plain/images';
import type { ImageLoaderProps } from 'next/image';

/** Uploaded pictures: the API resizes them itself (`?w=&q=`) and caches every variant. */
const API_MEDIA = '/api/media/';
/** Next's own optimiser, for the pictures the web app serves (`public/demo/...`). */
const NEXT_OPTIMISER = '/_next/image';

/**
 * The one image loader (`images.loaderFile`). Uploads go straight to the API's resizer: Next's
 * optimiser fetches relative URLs from its own request handler, which never sees `/api/*` (the web
 * server forwards those before Next does). Everything else local goes through Next's optimiser,
 * with the URL its default loader would build, so AVIF/WebP and the disk cache still apply.
 */
export default function mediaLoader({ src, width, quality }: ImageLoaderProps): string {
  const q = quality ?? DEFAULT_IMAGE_QUALITY;
  if (src.startsWith(API_MEDIA)) return `${src}${src.includes('?') ? '&' : '?'}w=${apiWidth(width)}&q=${q}`;
  // Other hosts and vector pictures are sent as they are: the optimiser could not fetch the
  // first (no network at run time) and has nothing to gain on the second.
  if (!src.startsWith('/') || src.startsWith('//') || src.split('?', 1)[0]?.endsWith('.svg')) return src;
  return `${NEXT_OPTIMISER}?url=${encodeURIComponent(src)}&w=${width}&q=${q}`;
}

/**
 * The API answers only the spec's widths (the same lists as next.config's deviceSizes and
 * imageSizes); should the two ever differ, ask for the next width up rather than get a 400.
 */
function apiWidth(width: number): number {
  return MEDIA_IMAGE_WIDTHS.find((w) => w >= width) ?? Math.max(...MEDIA_IMAGE_WIDTHS);
}
