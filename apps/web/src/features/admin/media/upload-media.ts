import type { Media } from '@farm/contract';
import { mediaRoutes } from '@farm/contract/plain/routes/media';
import { isUploadedMedia, resizedMediaUrl } from '@/lib/api/api-paths';
import { staffData } from '@/lib/api/staff-client';

/** Uploads one picture or video to `POST /media`; the server checks it and answers its URL. */
export function uploadMedia(file: File): Promise<Media> {
  const body = new FormData();
  body.append('file', file);
  return staffData(mediaRoutes.uploadMedia, {}, { form: body });
}

/** A small preview of a stored picture: the API resizes uploads itself. */
export function previewUrl(url: string, width = 256): string {
  return isUploadedMedia(url) ? resizedMediaUrl(url, width) : url;
}
