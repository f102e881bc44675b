import {
  DEFAULT_IMAGE_QUALITY,
  MEDIA_IMAGE_QUALITIES,
  MEDIA_IMAGE_WIDTHS,
} from '@farm/contract/plain/images';
import { mediaRoutes } from '@farm/contract/plain/routes/media';
import { urlOf } from './transport';

/**
 * Uploaded pictures and videos are stored with their API address (`/api/media/<name>`), which the
 * API serves and resizes itself (`?w=&q=`, every variant cached). These tell such an address from
 * any other picture and ask for a size of it.
 */
const MEDIA_PREFIX = urlOf(mediaRoutes.getMediaFile, { params: { name: '' } });

export function isUploadedMedia(src: string): boolean {
  return src.startsWith(MEDIA_PREFIX);
}

/**
 * An uploaded picture at one of the API's widths (the next one up, should the lists ever differ)
 * and the nearest of its qualities: the API answers 400 to any other.
 */
export function resizedMediaUrl(src: string, width: number, quality: number = DEFAULT_IMAGE_QUALITY): string {
  const apiWidth = MEDIA_IMAGE_WIDTHS.find((w) => w >= width) ?? Math.max(...MEDIA_IMAGE_WIDTHS);
  const apiQuality = MEDIA_IMAGE_QUALITIES.reduce((best, q) =>
    Math.abs(q - quality) < Math.abs(best - quality) ? q : best,
  );
  return `${src}${src.includes('?') ? '&' : '?'}w=${apiWidth}&q=${apiQuality}`;
}

export { API_BASE_PATH, isApiPath } from './base-path';
