import { type BannerType, endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { optionalStaff } from '../../plugins/auth.js';
import {
  createBanner,
  editBanner,
  getBanner,
  listBannerPage,
  listStorefrontBanners,
  removeBanner,
} from './banner.service.js';

/** The storefront's banner slots, one endpoint per type. */
const SLOTS = [
  ['default', endpoints.listDefaultBanners],
  ['video', endpoints.listVideoBanners],
  ['image', endpoints.listImageBanners],
] as const satisfies readonly (readonly [BannerType, unknown])[];

export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.listBanners),
    handler: async (request) => {
      const staff = (await optionalStaff(request)) !== undefined;
      const { items, page } = await listBannerPage(app.db, request.query, { staff });
      return { response: items, page };
    },
  });

  // The storefront's banner slots: active banners of one type, in display order, not paged.
  for (const [type, endpoint] of SLOTS) {
    app.route({
      ...routeOf(endpoint),
      handler: async () => ({ response: await listStorefrontBanners(app.db, type) }),
    });
  }

  app.route({
    ...routeOf(endpoints.getBanner),
    handler: async (request) => {
      const staff = (await optionalStaff(request)) !== undefined;
      return { response: await getBanner(app.db, request.params.id, { staff }) };
    },
  });

  app.route({
    ...routeOf(endpoints.createBanner),
    handler: async (request, reply) =>
      reply.code(201).send({
        response: await createBanner(app.db, request.body),
        message: 'Create Banner Successfully',
      }),
  });

  app.route({
    ...routeOf(endpoints.updateBanner),
    handler: async (request) => ({
      response: await editBanner(app.db, request.params.id, request.body),
      message: 'Update Banner Successfully',
    }),
  });

  app.route({
    ...routeOf(endpoints.deleteBanner),
    handler: async (request) => {
      await removeBanner(app.db, request.params.id);
      return { response: null, message: 'Delete Banner Successfully' };
    },
  });
};
