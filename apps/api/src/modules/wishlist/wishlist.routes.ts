import {
  customerQuerySchema,
  envelope,
  idParamsSchema,
  productIdsBodySchema,
  wishlistAddQuerySchema,
  wishlistProductSchema,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerIdFor, requireCustomerOrStaff } from '../../plugins/auth.js';
import { addToWishlist, getWishlist, removeFromWishlist } from './wishlist.service.js';

const tags = ['wishlist'];
const security = [{ bearerAuth: [] }];
const wishlistEnvelope = envelope(z.array(wishlistProductSchema));

/** The customer's wishlist. The customer comes from the token; a named `customerId` must match it. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer/wishlist/:id',
    {
      onRequest: requireCustomerOrStaff,
      schema: {
        tags,
        security,
        summary: "The customer's wishlist (id = the customer): products on sale, newest first",
        params: idParamsSchema,
        response: { 200: wishlistEnvelope },
      },
    },
    async (request) => ({ response: await getWishlist(app.db, customerIdFor(request, request.params.id)) }),
  );

  app.get(
    '/customer/wishlist/add',
    {
      onRequest: requireCustomerOrStaff,
      schema: {
        tags,
        security,
        summary: 'Adds a product (idempotent) and answers the wishlist',
        querystring: wishlistAddQuerySchema,
        response: { 200: wishlistEnvelope },
      },
    },
    async (request) => {
      const customerId = customerIdFor(request, request.query.customerId);
      const wishlist = await addToWishlist(app.db, customerId, request.query.productId);
      return { response: wishlist, message: 'Added to wishlist' };
    },
  );

  app.post(
    '/customer/remove-product',
    {
      onRequest: requireCustomerOrStaff,
      schema: {
        tags,
        security,
        summary: 'Removes these products from the wishlist and answers it',
        querystring: customerQuerySchema,
        body: productIdsBodySchema,
        response: { 200: wishlistEnvelope },
      },
    },
    async (request) => {
      const customerId = customerIdFor(request, request.query.customerId);
      const wishlist = await removeFromWishlist(app.db, customerId, request.body.productIds);
      return { response: wishlist, message: 'Removed from wishlist' };
    },
  );
};
