import { endpoints } from '@farm/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { staffOf } from '../../plugins/auth.js';
import { listMediaPage, type MediaDeps, removeMedia } from './media.service.js';
import { createEncodeGate, setEncodeRetryAfter } from './media-encodes.js';
import { serveMedia } from './media-serve.service.js';
import { type Upload, uploadMedia } from './media-upload.service.js';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const deps: MediaDeps = {
    db: app.db,
    storage: app.storage,
    limits: { imageBytes: config.MEDIA_MAX_BYTES, videoBytes: config.VIDEO_MAX_BYTES },
  };
  // Registered here only: multipart bodies reach this plugin's routes and no other.
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(config.MEDIA_MAX_BYTES, config.VIDEO_MAX_BYTES),
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: 1024,
    },
  });

  app.route({
    ...routeOf(endpoints.listMedia),
    handler: async (request) => {
      const { items, page } = await listMediaPage(app.db, request.query);
      return { response: items, page };
    },
  });

  // The body is multipart, read by `fileFieldOf`; `consumes` only tells the OpenAPI description.
  const upload = routeOf(endpoints.uploadMedia);
  app.route({
    ...upload,
    schema: { ...upload.schema, consumes: ['multipart/form-data'] },
    handler: async (request, reply) =>
      reply.code(201).send({
        response: await uploadMedia(deps, await fileFieldOf(request), staffOf(request).id),
        message: 'Upload Successfully',
      }),
  });

  // New sizes of pictures are counted per client address; cached ones are never limited.
  const encodes = createEncodeGate({
    redis: app.redis,
    prefix: config.REDIS_KEY_PREFIX,
    scale: config.RATE_LIMIT_SCALE,
  });
  app.addHook('onError', setEncodeRetryAfter);
  const file = routeOf(endpoints.getMediaFile);
  app.route({
    ...file,
    schema: { ...file.schema, produces: ['image/webp', 'video/mp4', 'video/webm'] },
    handler: async (request, reply) => {
      const { headers } = request;
      const served = await serveMedia(
        deps.storage,
        request.params.name,
        request.query,
        {
          ifNoneMatch: headers['if-none-match'],
          range: headers.range,
          ifRange: typeof headers['if-range'] === 'string' ? headers['if-range'] : undefined,
        },
        encodes.for(request.ip),
      );
      return reply.code(served.status).headers(served.headers).send(served.body);
    },
  });

  app.route({
    ...routeOf(endpoints.deleteMedia),
    handler: async (request) => {
      await removeMedia(deps, request.params.id);
      return { response: null, message: 'Delete Media Successfully' };
    },
  });
};

/** The one file part, which must be named `file`; its declared name and type are not trusted. */
async function fileFieldOf(request: FastifyRequest): Promise<Upload> {
  const missing = () =>
    badRequest('Send the file as the multipart field "file"', [
      { field: 'file', code: 'REQUIRED', message: 'is required' },
    ]).worded({}, 'SEND_FILE_MULTIPART_FIELD_FILE');
  if (!request.isMultipart()) throw missing();
  const part = await request.file().catch((err: { statusCode?: number }) => {
    // Limits (413) speak for themselves; a broken multipart body means no usable file.
    if (err.statusCode === 413) throw err;
    throw missing();
  });
  if (!part) throw missing();
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw missing();
  }
  return { fileName: part.filename, file: part.file };
}
