import { z } from 'zod';
import { idSchema, pageQuerySchema, timestampSchema } from './common';
import { DEFAULT_IMAGE_QUALITY, MEDIA_IMAGE_QUALITIES, MEDIA_IMAGE_WIDTHS } from './plain/images';

/**
 * The names files are stored and served under: random hex plus the extension the server chose.
 * Anything else in `GET /media/{name}` is a 404, never a path on disk.
 */
export const MEDIA_FILE_NAME_PATTERN = /^[a-f0-9]{32,64}\.(webp|mp4|webm)$/;

export const mediaKindSchema = z.enum(['image', 'video']);

export const mediaSchema = z.object({
  id: idSchema,
  /** Where the file is served: `/api/media/<generated name>`. */
  url: z.string(),
  kind: mediaKindSchema,
  mimeType: z.string(),
  /** Pixels, after rotation and downscaling; null for videos. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  byteSize: z.number().int(),
  /** The uploader's file name, cleaned; shown in the admin only, never used as a path. */
  originalName: z.string().nullable(),
  createdAt: timestampSchema,
});
export type Media = z.infer<typeof mediaSchema>;

export const mediaListQuerySchema = pageQuerySchema.extend({
  kind: mediaKindSchema.optional(),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

/** The name is checked against MEDIA_FILE_NAME_PATTERN by the service, so that a bad one is a 404. */
export const mediaFileParamsSchema = z.object({ name: z.string().max(200) });

/** Only the spec's widths and the web's qualities: each picture has a fixed, small set of resized copies. */
export const mediaFileQuerySchema = z.object({
  w: z.coerce
    .number()
    .int()
    .refine((w) => (MEDIA_IMAGE_WIDTHS as readonly number[]).includes(w), {
      message: `must be one of ${MEDIA_IMAGE_WIDTHS.join(', ')}`,
    })
    .optional(),
  q: z.coerce
    .number<number>()
    .int()
    .refine((q) => (MEDIA_IMAGE_QUALITIES as readonly number[]).includes(q), {
      message: `must be ${MEDIA_IMAGE_QUALITIES.join(' or ')}`,
    })
    .default(DEFAULT_IMAGE_QUALITY),
});
export type MediaFileQuery = z.infer<typeof mediaFileQuerySchema>;
