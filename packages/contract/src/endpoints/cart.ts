import {
  addToCartQuerySchema,
  cartChangeSchema,
  cartQuerySchema,
  cartSchema,
  customerQuerySchema,
  productIdsBodySchema,
} from '../cart';
import { envelope, idParamsSchema } from '../common';
import { cartCouponBodySchema } from '../coupon';
import { endpointsOf } from '../endpoint';
import { cartRoutes } from '../plain/routes/cart';

export const cartEndpoints = endpointsOf('cart', cartRoutes, {
  getCart: { params: idParamsSchema, query: cartQuerySchema, responses: { 200: envelope(cartSchema) } },
  addToCart: { query: addToCartQuerySchema, responses: { 200: envelope(cartChangeSchema) } },
  removeFromCart: {
    query: customerQuerySchema,
    body: productIdsBodySchema,
    responses: { 200: envelope(cartSchema) },
  },
  applyCartCoupon: { body: cartCouponBodySchema, responses: { 200: envelope(cartSchema) } },
  removeCartCoupon: { responses: { 200: envelope(cartSchema) } },
});
