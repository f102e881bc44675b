import { z } from 'zod';
import { envelope, idParamsSchema, messageEnvelopeSchema, pagedEnvelope } from '../common';
import { endpointsOf } from '../endpoint';
import { mediaFileParamsSchema, mediaFileQuerySchema, mediaListQuerySchema, mediaSchema } from '../media';
import { mediaRoutes } from '../plain/routes/media';

export const mediaEndpoints = endpointsOf('media', mediaRoutes, {
  listMedia: { query: mediaListQuerySchema, responses: { 200: pagedEnvelope(mediaSchema) } },
  // The body is multipart form data (one file field `file`), read by the handler, not by a schema.
  uploadMedia: { responses: { 201: envelope(mediaSchema) } },
  // The file itself, streamed (ranges, ETag): no JSON envelope.
  getMediaFile: {
    params: mediaFileParamsSchema,
    query: mediaFileQuerySchema,
    responses: {
      200: z.unknown().meta({ description: 'The file: image/webp, video/mp4 or video/webm' }),
      206: z.unknown().meta({ description: 'Part of the file (Range)' }),
      304: z.unknown().meta({ description: 'Not modified (If-None-Match)' }),
    },
  },
  deleteMedia: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },
});
