import {
  type BannerType,
  bannerCreateSchema,
  bannerListQuerySchema,
  bannerSchema,
  bannerUpdateSchema,
  envelope,
  idParamsSchema,
  messageEnvelopeSchema,
  pagedEnvelope,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalStaff, requireStaff } from '../../plugins/auth.js';
import {
  createBanner,
  editBanner,
  getBanner,
  listBannerPage,
  listStorefrontBanners,
  removeBanner,
} from './banner.service.js';

const tags = ['banner'];
const security = [{ bearerAuth: [] }];

export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/banner/all',
    {
      schema: {
        tags,
        summary: 'Banners, paged; staff (with a token) see inactive ones too',
        querystring: bannerListQuerySchema,
        response: { 200: pagedEnvelope(bannerSchema) },
      },
    },
    async (request) => {
      const staff = (await optionalStaff(request)) !== undefined;
      const { items, page } = await listBannerPage(app.db, request.query, { staff });
      return { response: items, page };
    },
  );

  // The storefront's banner slots: active banners of one type, in display order, not paged.
  for (const type of ['default', 'video', 'image'] as const satisfies readonly BannerType[]) {
    app.get(
      `/banner/${type}`,
      {
        schema: {
          tags,
          summary: `Active ${type} banners in display order`,
          response: { 200: envelope(z.array(bannerSchema)) },
        },
      },
      async () => ({ response: await listStorefrontBanners(app.db, type) }),
    );
  }

  app.get(
    '/banner/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: envelope(bannerSchema) } } },
    async (request) => {
      const staff = (await optionalStaff(request)) !== undefined;
      return { response: await getBanner(app.db, request.params.id, { staff }) };
    },
  );

  app.post(
    '/banner',
    {
      onRequest: requireStaff(),
      schema: { tags, security, body: bannerCreateSchema, response: { 201: envelope(bannerSchema) } },
    },
    async (request, reply) =>
      reply.code(201).send({
        response: await createBanner(app.db, request.body),
        message: 'Create Banner Successfully',
      }),
  );

  app.put(
    '/banner/:id',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: bannerUpdateSchema,
        response: { 200: envelope(bannerSchema) },
      },
    },
    async (request) => ({
      response: await editBanner(app.db, request.params.id, request.body),
      message: 'Update Banner Successfully',
    }),
  );

  app.delete(
    '/banner/:id',
    {
      onRequest: requireStaff(),
      schema: { tags, security, params: idParamsSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await removeBanner(app.db, request.params.id);
      return { response: null, message: 'Delete Banner Successfully' };
    },
  );
};
