import {
  envelope,
  idParamsSchema,
  notifyListQuerySchema,
  notifyProductParamsSchema,
  notifyProductQuerySchema,
  notifyProductSummarySchema,
  notifyQuerySchema,
  notifyRequestSchema,
  notifyWaitingSchema,
  pagedEnvelope,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerIdFor, requireCustomerOrStaff, requireStaff } from '../../plugins/auth.js';
import {
  listNotifyRequestPage,
  listProductRequestPage,
  listRequestedProductPage,
  requestNotify,
} from './notify.service.js';

const tags = ['notify'];
const security = [{ bearerAuth: [] }];

/** "Notify me when it is back in stock". The customer comes from the token. */
export const notifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/product/notify',
    {
      onRequest: requireCustomerOrStaff,
      schema: {
        tags,
        security,
        summary: 'Asks for an SMS when an out-of-stock product is back; answers the toast text',
        querystring: notifyQuerySchema,
        response: { 200: envelope(z.string()) },
      },
    },
    async (request) => {
      const customerId = customerIdFor(request, request.query.customerId);
      return { response: await requestNotify(app.db, customerId, request.query.productId) };
    },
  );

  app.get(
    '/customer/notify-products/:id',
    {
      onRequest: requireCustomerOrStaff,
      schema: {
        tags,
        security,
        summary: "The customer's notify requests (id = the customer), newest first",
        params: idParamsSchema,
        querystring: notifyListQuerySchema,
        response: { 200: pagedEnvelope(notifyRequestSchema) },
      },
    },
    async (request) => {
      const customerId = customerIdFor(request, request.params.id);
      const { items, page } = await listNotifyRequestPage(app.db, customerId, request.query);
      return { response: items, page };
    },
  );

  app.get(
    '/notify/product/:productId',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        summary:
          'Staff: the customers waiting for a product, oldest request first (status=notified: those told, newest first)',
        params: notifyProductParamsSchema,
        querystring: notifyProductQuerySchema,
        response: { 200: pagedEnvelope(notifyWaitingSchema) },
      },
    },
    async (request) => {
      const { items, page } = await listProductRequestPage(app.db, request.params.productId, request.query);
      return { response: items, page };
    },
  );

  app.get(
    '/notify/products',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        summary: 'Staff: the products customers asked about, with how many wait and how many were told',
        querystring: notifyListQuerySchema,
        response: { 200: pagedEnvelope(notifyProductSummarySchema) },
      },
    },
    async (request) => {
      const { items, page } = await listRequestedProductPage(app.db, request.query);
      return { response: items, page };
    },
  );
};
