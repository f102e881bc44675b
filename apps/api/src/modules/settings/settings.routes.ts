import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { getShopSettings, updateShopSettings } from './settings.service.js';

/** The farm's identity and shop rules: everyone reads them, admins edit them. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.getShopSettings),
    handler: async () => ({
      response: {
        ...(await getShopSettings(app.db)),
        onlinePayment: !app.payments.enabled
          ? ('none' as const)
          : app.payments.demo
            ? ('demo' as const)
            : ('razorpay' as const),
      },
    }),
  });

  app.route({
    ...routeOf(endpoints.updateShopSettings),
    handler: async (request) => ({
      response: await updateShopSettings(app.db, request.body),
      message: 'Settings updated successfully',
    }),
  });
};
