import {
  envelope,
  idParamsSchema,
  messageEnvelopeSchema,
  pagedEnvelope,
  pageQuerySchema,
  productReviewsEnvelopeSchema,
  productReviewsParamsSchema,
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewReplyQuerySchema,
  reviewSchema,
  reviewUpdateSchema,
} from '@farm/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/app-error.js';
import { customerOf, optionalStaff, requireCustomer, requireStaff, staffOf } from '../../plugins/auth.js';
import { getReview, listProductReviews, listReviewPage } from './review.service.js';
import {
  editReview,
  removeReview,
  removeReviewReply,
  replyToReview,
  submitReview,
} from './review-write.service.js';

const tags = ['review'];
const security = [{ bearerAuth: [] }];

/**
 * New reviews per customer (not per address: phones share carrier addresses). Counted after the
 * guard and validation (`preHandler`), so only well-formed reviews by a signed-in customer count.
 */
export const REVIEW_RATE_LIMIT = {
  max: 10,
  timeWindow: '1 hour',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `review:${request.principal?.id ?? request.ip}`,
};

/** Guard for what staff and the review's author may both do (the service decides which). */
async function requireStaffOrCustomer(request: FastifyRequest, reply: FastifyReply) {
  const staff = await optionalStaff(request);
  if (staff) {
    request.principal = staff;
    return;
  }
  await requireCustomer(request, reply);
}

function principalOf(request: FastifyRequest) {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/review/all',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        summary: 'All reviews, newest first (staff)',
        querystring: reviewListQuerySchema,
        response: { 200: pagedEnvelope(reviewSchema) },
      },
    },
    async (request) => {
      const { items, page } = await listReviewPage(app.db, request.query);
      return { response: items, page };
    },
  );

  app.get(
    '/review/product/:productId',
    {
      schema: {
        tags,
        summary: "A product's reviews, newest first, with its rating summary",
        params: productReviewsParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: productReviewsEnvelopeSchema },
      },
    },
    async (request) => {
      const viewer = { staff: (await optionalStaff(request)) !== undefined };
      const { items, page, summary } = await listProductReviews(
        app.db,
        request.params.productId,
        request.query,
        viewer,
      );
      return { response: items, page, summary };
    },
  );

  app.get(
    '/review/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: envelope(reviewSchema) } } },
    async (request) => {
      const viewer = { staff: (await optionalStaff(request)) !== undefined };
      return { response: await getReview(app.db, request.params.id, viewer) };
    },
  );

  app.post(
    '/review',
    {
      onRequest: requireCustomer,
      config: { rateLimit: REVIEW_RATE_LIMIT },
      schema: {
        tags,
        security,
        summary: 'Review a product (signed-in customer, once per product)',
        body: reviewCreateSchema,
        response: { 201: envelope(reviewSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        response: await submitReview(app.db, customerOf(request).id, request.body),
        message: 'Review Submitted Successfully',
      }),
  );

  app.post(
    '/review/reply',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        summary: 'Answer a review (staff); `userId` is ignored, the token says who answers',
        querystring: reviewReplyQuerySchema,
        response: { 201: envelope(reviewSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        response: await replyToReview(app.db, request.query.id, request.query.message, staffOf(request)),
        message: 'Reply added successfully',
      }),
  );

  app.delete(
    '/review/reply/:id',
    {
      onRequest: requireStaff(),
      schema: { tags, security, params: idParamsSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await removeReviewReply(app.db, request.params.id);
      return { response: null, message: 'Delete Reply Successfully' };
    },
  );

  app.put(
    '/review/:id',
    {
      onRequest: requireStaffOrCustomer,
      schema: {
        tags,
        security,
        summary: 'Staff hide or show a review; its author edits rating, title and comment',
        params: idParamsSchema,
        body: reviewUpdateSchema,
        response: { 200: envelope(reviewSchema) },
      },
    },
    async (request) => ({
      response: await editReview(app.db, request.params.id, request.body, principalOf(request)),
      message: 'Update Review Successfully',
    }),
  );

  app.delete(
    '/review/:id',
    {
      onRequest: requireStaffOrCustomer,
      schema: { tags, security, params: idParamsSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await removeReview(app.db, request.params.id, principalOf(request));
      return { response: null, message: 'Delete Review Successfully' };
    },
  );
};
