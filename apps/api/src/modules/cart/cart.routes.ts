import {
  addToCartQuerySchema,
  cartSchema,
  customerQuerySchema,
  envelope,
  idParamsSchema,
  productIdsBodySchema,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerIdFor, requireCustomerOrStaff } from '../../plugins/auth.js';
import { getCart, removeFromCart, setCartQuantity } from './cart.service.js';

const tags = ['cart'];
const security = [{ bearerAuth: [] }];

/** The customer's cart. The customer comes from the token; a named `customerId` must match it. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer/cart/:id',
    {
      onRequest: requireCustomerOrStaff,
      schema: {
        tags,
        security,
        summary: "The customer's cart (id = the customer), with today's prices in paise",
        params: idParamsSchema,
        response: { 200: envelope(cartSchema) },
      },
    },
    async (request) => ({ response: await getCart(app.db, customerIdFor(request, request.params.id)) }),
  );

  // Under /product for the legacy client; the static segment wins over GET /product/:id.
  app.get(
    '/product/add-to-cart',
    {
      onRequest: requireCustomerOrStaff,
      schema: {
        tags,
        security,
        summary: "Sets the line's quantity (1..stock) and answers the cart",
        querystring: addToCartQuerySchema,
        response: { 200: envelope(cartSchema) },
      },
    },
    async (request) => {
      const { productId, Quantity, customerId } = request.query;
      const cart = await setCartQuantity(app.db, customerIdFor(request, customerId), productId, Quantity);
      return { response: cart, message: 'Added to cart' };
    },
  );

  app.post(
    '/customer/cart/remove',
    {
      onRequest: requireCustomerOrStaff,
      schema: {
        tags,
        security,
        summary: 'Removes the lines of these products and answers the cart',
        querystring: customerQuerySchema,
        body: productIdsBodySchema,
        response: { 200: envelope(cartSchema) },
      },
    },
    async (request) => {
      const customerId = customerIdFor(request, request.query.customerId);
      const cart = await removeFromCart(app.db, customerId, request.body.productIds);
      return { response: cart, message: 'Removed from cart' };
    },
  );
};
