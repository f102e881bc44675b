import { envelope, idParamsSchema, messageEnvelopeSchema, pagedEnvelope } from '../common';
import { couponCreateSchema, couponListQuerySchema, couponSchema, couponUpdateSchema } from '../coupon';
import { endpointsOf } from '../endpoint';
import { couponRoutes } from '../plain/routes/coupon';

export const couponEndpoints = endpointsOf('coupon', couponRoutes, {
  listCoupons: { query: couponListQuerySchema, responses: { 200: pagedEnvelope(couponSchema) } },
  getCoupon: { params: idParamsSchema, responses: { 200: envelope(couponSchema) } },
  createCoupon: { body: couponCreateSchema, responses: { 201: envelope(couponSchema) } },
  updateCoupon: {
    params: idParamsSchema,
    body: couponUpdateSchema,
    responses: { 200: envelope(couponSchema) },
  },
  deleteCoupon: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },
});
