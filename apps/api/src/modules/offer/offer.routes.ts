import {
  envelope,
  idParamsSchema,
  messageEnvelopeSchema,
  offerCreateSchema,
  offerListQuerySchema,
  offerSchema,
  offerUpdateSchema,
  pagedEnvelope,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalStaff, requireStaff } from '../../plugins/auth.js';
import { createOffer, editOffer, getOffer, listOfferPage, removeOffer } from './offer.service.js';

const tags = ['offer'];
const security = [{ bearerAuth: [] }];

export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/offer/all',
    {
      schema: {
        tags,
        summary: 'Offers running now; staff (with a token) see all and may filter by status',
        querystring: offerListQuerySchema,
        response: { 200: pagedEnvelope(offerSchema) },
      },
    },
    async (request) => {
      const staff = (await optionalStaff(request)) !== undefined;
      const { items, page } = await listOfferPage(app.db, request.query, { staff });
      return { response: items, page };
    },
  );

  app.get(
    '/offer/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: envelope(offerSchema) } } },
    async (request) => {
      const staff = (await optionalStaff(request)) !== undefined;
      return { response: await getOffer(app.db, request.params.id, { staff }) };
    },
  );

  app.post(
    '/offer',
    {
      onRequest: requireStaff(),
      schema: { tags, security, body: offerCreateSchema, response: { 201: envelope(offerSchema) } },
    },
    async (request, reply) =>
      reply.code(201).send({
        response: await createOffer(app.db, request.body),
        message: 'Create Offer Successfully',
      }),
  );

  app.put(
    '/offer/:id',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: offerUpdateSchema,
        response: { 200: envelope(offerSchema) },
      },
    },
    async (request) => ({
      response: await editOffer(app.db, request.params.id, request.body),
      message: 'Update Offer Successfully',
    }),
  );

  app.delete(
    '/offer/:id',
    {
      onRequest: requireStaff(),
      schema: { tags, security, params: idParamsSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await removeOffer(app.db, request.params.id);
      return { response: null, message: 'Delete Offer Successfully' };
    },
  );
};
