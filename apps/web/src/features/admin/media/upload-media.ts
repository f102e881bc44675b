import type { Media } from '@farm/contract';
import { staffData } from '@/lib/api/staff-client';

/** Uploads one picture or video to `POST /media`; the server checks it and answers its URL. */
export function uploadMedia(file: File): Promise<Media> {
  const body = new FormData();
  body.append('file', file);
  return staffData<Media>('/media', { method: 'POST', body });
}

/** A small preview of a stored picture: the API resizes `/api/media/*` files itself. */
export function previewUrl(url: string, width = 256): string {
  return url.startsWith('/api/media/') ? `${url}?w=${width}` : url;
}
