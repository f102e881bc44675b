import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { customerIdFor } from '../../plugins/auth.js';
import {
  applyCartCoupon,
  cartChangeMessage,
  getCart,
  removeFromCart,
  setCartQuantity,
  takeOffCartCoupon,
} from './cart.service.js';

/** The customer's cart. The customer comes from the token; a named `customerId` must match it. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.getCart),
    handler: async (request) => ({
      response: await getCart(
        app.db,
        customerIdFor(request, request.params.id),
        request.query.pincode ? { pincode: request.query.pincode, now: app.clock() } : undefined,
      ),
    }),
  });

  // Under /product for the legacy client; the static segment wins over GET /product/:id.
  app.route({
    ...routeOf(endpoints.addToCart),
    handler: async (request) => {
      const { productId, Quantity, customerId } = request.query;
      const change = await setCartQuantity(app.db, customerIdFor(request, customerId), productId, Quantity);
      return { response: change, message: cartChangeMessage(change, productId) };
    },
  });

  app.route({
    ...routeOf(endpoints.removeFromCart),
    handler: async (request) => {
      const customerId = customerIdFor(request, request.query.customerId);
      const cart = await removeFromCart(app.db, customerId, request.body.productIds);
      return { response: cart, message: 'Removed from cart' };
    },
  });

  app.route({
    ...routeOf(endpoints.applyCartCoupon),
    handler: async (request) => {
      const cart = await applyCartCoupon(app.db, customerIdFor(request, undefined), request.body.code);
      return { response: cart, message: `Coupon ${request.body.code} applied` };
    },
  });

  app.route({
    ...routeOf(endpoints.removeCartCoupon),
    handler: async (request) => ({
      response: await takeOffCartCoupon(app.db, customerIdFor(request, undefined)),
      message: 'Coupon removed',
    }),
  });
};
