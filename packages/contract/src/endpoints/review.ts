import { envelope, idParamsSchema, messageEnvelopeSchema, pagedEnvelope, pageQuerySchema } from '../common';
import { endpointsOf } from '../endpoint';
import { reviewRoutes } from '../plain/routes/review';
import {
  productReviewsEnvelopeSchema,
  productReviewsParamsSchema,
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewReplyQuerySchema,
  reviewSchema,
  reviewUpdateSchema,
} from '../review';

export const reviewEndpoints = endpointsOf('review', reviewRoutes, {
  listReviews: { query: reviewListQuerySchema, responses: { 200: pagedEnvelope(reviewSchema) } },
  listProductReviews: {
    params: productReviewsParamsSchema,
    query: pageQuerySchema,
    responses: { 200: productReviewsEnvelopeSchema },
  },
  getReview: { params: idParamsSchema, responses: { 200: envelope(reviewSchema) } },
  createReview: { body: reviewCreateSchema, responses: { 201: envelope(reviewSchema) } },
  replyToReview: { query: reviewReplyQuerySchema, responses: { 201: envelope(reviewSchema) } },
  deleteReviewReply: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },
  updateReview: {
    params: idParamsSchema,
    body: reviewUpdateSchema,
    responses: { 200: envelope(reviewSchema) },
  },
  deleteReview: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },
});
