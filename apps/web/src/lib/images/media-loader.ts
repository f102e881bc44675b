import { DEFAULT_IMAGE_QUALITY } from '@farm/contract/plain/images';
import type { ImageLoaderProps } from 'next/image';
import { isUploadedMedia, resizedMediaUrl } from '@/lib/api/api-paths';

/** Next's own optimiser, for the pictures the web app serves (`public/demo/...`). */
const NEXT_OPTIMISER = '/_next/image';

/**
 * The one image loader (`images.loaderFile`). Uploads go straight to the API's resizer: Next's
 * optimiser fetches relative URLs from its own request handler, which never sees the API (the web
 * server forwards those before Next does). Everything else local goes through Next's optimiser,
 * with the URL its default loader would build, so AVIF/WebP and the disk cache still apply.
 * Not a client module: server components call it too, through `getImageProps`
 * (components/ui/server-image.tsx).
 */
export default function mediaLoader({ src, width, quality }: ImageLoaderProps): string {
  const q = quality ?? DEFAULT_IMAGE_QUALITY;
  if (isUploadedMedia(src)) return resizedMediaUrl(src, width, q);
  // Other hosts and vector pictures are sent as they are: the optimiser could not fetch the
  // first (no network at run time) and has nothing to gain on the second.
  if (!src.startsWith('/') || src.startsWith('//') || src.split('?', 1)[0]?.endsWith('.svg')) return src;
  return `${NEXT_OPTIMISER}?url=${encodeURIComponent(src)}&w=${width}&q=${q}`;
}
