import { z } from 'zod';
import { customerQuerySchema, productIdsBodySchema } from '../cart';
import { envelope, idParamsSchema } from '../common';
import { endpointsOf } from '../endpoint';
import { wishlistRoutes } from '../plain/routes/wishlist';
import { wishlistAddQuerySchema, wishlistProductSchema } from '../wishlist';

const wishlistEnvelope = envelope(z.array(wishlistProductSchema));

export const wishlistEndpoints = endpointsOf('wishlist', wishlistRoutes, {
  getWishlist: { params: idParamsSchema, responses: { 200: wishlistEnvelope } },
  addToWishlist: { query: wishlistAddQuerySchema, responses: { 200: wishlistEnvelope } },
  removeFromWishlist: {
    query: customerQuerySchema,
    body: productIdsBodySchema,
    responses: { 200: wishlistEnvelope },
  },
});
