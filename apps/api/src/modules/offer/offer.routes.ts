import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { optionalStaff } from '../../plugins/auth.js';
import { createOffer, editOffer, getOffer, listOfferPage, removeOffer } from './offer.service.js';

export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.listOffers),
    handler: async (request) => {
      const staff = (await optionalStaff(request)) !== undefined;
      const { items, page } = await listOfferPage(app.db, request.query, { staff });
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.getOffer),
    handler: async (request) => {
      const staff = (await optionalStaff(request)) !== undefined;
      return { response: await getOffer(app.db, request.params.id, { staff }) };
    },
  });

  app.route({
    ...routeOf(endpoints.createOffer),
    handler: async (request, reply) =>
      reply.code(201).send({
        response: await createOffer(app.db, request.body),
        message: 'Create Offer Successfully',
      }),
  });

  app.route({
    ...routeOf(endpoints.updateOffer),
    handler: async (request) => ({
      response: await editOffer(app.db, request.params.id, request.body),
      message: 'Update Offer Successfully',
    }),
  });

  app.route({
    ...routeOf(endpoints.deleteOffer),
    handler: async (request) => {
      await removeOffer(app.db, request.params.id);
      return { response: null, message: 'Delete Offer Successfully' };
    },
  });
};
