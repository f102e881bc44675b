import { route } from '../http';

/** The media library: staff uploads (pictures re-encoded to WebP, videos) and the public files. */
export const mediaRoutes = {
  listMedia: route('GET', '/media/all', 'staff'),
  uploadMedia: route('POST', '/media', 'staff', {
    summary: 'multipart/form-data with one file field `file`: an image or a video.',
    errors: ['FILE_TOO_LARGE', 'IMAGE_TOO_LARGE'],
  }),
  getMediaFile: route('GET', '/media/:name', 'public', { errors: ['RANGE_NOT_SATISFIABLE'] }),
  deleteMedia: route('DELETE', '/media/:id', 'staff'),
};
