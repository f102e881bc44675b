import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { customerIdFor } from '../../plugins/auth.js';
import { addToWishlist, getWishlist, removeFromWishlist } from './wishlist.service.js';

/** The customer's wishlist. The customer comes from the token; a named `customerId` must match it. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.getWishlist),
    handler: async (request) => ({
      response: await getWishlist(app.db, customerIdFor(request, request.params.id)),
    }),
  });

  app.route({
    ...routeOf(endpoints.addToWishlist),
    handler: async (request) => {
      const customerId = customerIdFor(request, request.query.customerId);
      const wishlist = await addToWishlist(app.db, customerId, request.query.productId);
      return { response: wishlist, message: 'Added to wishlist' };
    },
  });

  app.route({
    ...routeOf(endpoints.removeFromWishlist),
    handler: async (request) => {
      const customerId = customerIdFor(request, request.query.customerId);
      const wishlist = await removeFromWishlist(app.db, customerId, request.body.productIds);
      return { response: wishlist, message: 'Removed from wishlist' };
    },
  });
};
