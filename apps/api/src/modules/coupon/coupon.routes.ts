import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { createCoupon, editCoupon, getCoupon, listCouponPage, removeCoupon } from './coupon.service.js';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.listCoupons),
    handler: async (request) => {
      const { items, page } = await listCouponPage(app.db, request.query);
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.getCoupon),
    handler: async (request) => ({ response: await getCoupon(app.db, request.params.id) }),
  });

  app.route({
    ...routeOf(endpoints.createCoupon),
    handler: async (request, reply) =>
      reply.code(201).send({ response: await createCoupon(app.db, request.body), message: 'Coupon created' }),
  });

  app.route({
    ...routeOf(endpoints.updateCoupon),
    handler: async (request) => ({
      response: await editCoupon(app.db, request.params.id, request.body),
      message: 'Coupon updated',
    }),
  });

  app.route({
    ...routeOf(endpoints.deleteCoupon),
    handler: async (request) => {
      await removeCoupon(app.db, request.params.id);
      return { response: null, message: 'Coupon deleted' };
    },
  });
};
