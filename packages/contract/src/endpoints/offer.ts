import { envelope, idParamsSchema, messageEnvelopeSchema, pagedEnvelope } from '../common';
import { endpointsOf } from '../endpoint';
import { offerCreateSchema, offerListQuerySchema, offerSchema, offerUpdateSchema } from '../offer';
import { offerRoutes } from '../plain/routes/offer';

export const offerEndpoints = endpointsOf('offer', offerRoutes, {
  listOffers: { query: offerListQuerySchema, responses: { 200: pagedEnvelope(offerSchema) } },
  getOffer: { params: idParamsSchema, responses: { 200: envelope(offerSchema) } },
  createOffer: { body: offerCreateSchema, responses: { 201: envelope(offerSchema) } },
  updateOffer: { params: idParamsSchema, body: offerUpdateSchema, responses: { 200: envelope(offerSchema) } },
  deleteOffer: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },
});
