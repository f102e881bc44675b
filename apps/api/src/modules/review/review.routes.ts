import { endpoints } from '@farm/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { customerOf, optionalStaff, requireCustomer, staffOf } from '../../plugins/auth.js';
import { getReview, listProductReviews, listReviewPage } from './review.service.js';
import {
  editReview,
  removeReview,
  removeReviewReply,
  replyToReview,
  submitReview,
} from './review-write.service.js';

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
  app.route({
    ...routeOf(endpoints.listReviews),
    handler: async (request) => {
      const { items, page } = await listReviewPage(app.db, request.query);
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.listProductReviews),
    handler: async (request) => {
      const viewer = { staff: (await optionalStaff(request)) !== undefined };
      const { items, page, summary } = await listProductReviews(
        app.db,
        request.params.productId,
        request.query,
        viewer,
      );
      return { response: items, page, summary };
    },
  });

  app.route({
    ...routeOf(endpoints.getReview),
    handler: async (request) => {
      const viewer = { staff: (await optionalStaff(request)) !== undefined };
      return { response: await getReview(app.db, request.params.id, viewer) };
    },
  });

  app.route({
    ...routeOf(endpoints.createReview),
    config: { rateLimit: REVIEW_RATE_LIMIT },
    handler: async (request, reply) =>
      reply.code(201).send({
        response: await submitReview(app.db, customerOf(request).id, request.body),
        message: 'Review Submitted Successfully',
      }),
  });

  app.route({
    ...routeOf(endpoints.replyToReview),
    handler: async (request, reply) =>
      reply.code(201).send({
        response: await replyToReview(app.db, request.query.id, request.query.message, staffOf(request)),
        message: 'Reply added successfully',
      }),
  });

  app.route({
    ...routeOf(endpoints.deleteReviewReply),
    handler: async (request) => {
      await removeReviewReply(app.db, request.params.id);
      return { response: null, message: 'Delete Reply Successfully' };
    },
  });

  app.route({
    ...routeOf(endpoints.updateReview, { onRequest: requireStaffOrCustomer }),
    handler: async (request) => ({
      response: await editReview(app.db, request.params.id, request.body, principalOf(request)),
      message: 'Update Review Successfully',
    }),
  });

  app.route({
    ...routeOf(endpoints.deleteReview, { onRequest: requireStaffOrCustomer }),
    handler: async (request) => {
      await removeReview(app.db, request.params.id, principalOf(request));
      return { response: null, message: 'Delete Review Successfully' };
    },
  });
};
