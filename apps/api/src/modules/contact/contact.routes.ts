import {
  contactCreateSchema,
  contactListQuerySchema,
  contactMessageSchema,
  contactReadSchema,
  envelope,
  idParamsSchema,
  messageEnvelopeSchema,
  pagedEnvelope,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/auth.js';
import {
  getContactMessage,
  listContactMessagePage,
  markContactMessageRead,
  removeContactMessage,
  sendContactMessage,
} from './contact.service.js';

const tags = ['contact'];
const security = [{ bearerAuth: [] }];

/** The contact form (the spec's "contact-us", at its legacy path /contact-as) and the staff inbox. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact-as',
    {
      // Public and unauthenticated: a per-address limit keeps it from becoming a spam pipe.
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Send a message to the farm',
        body: contactCreateSchema,
        response: { 201: envelope(contactMessageSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        response: await sendContactMessage(app.db, request.body),
        message: 'Message Sended Successfully',
      }),
  );

  app.get(
    '/contact-as/all',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        summary: 'Contact messages, newest first',
        querystring: contactListQuerySchema,
        response: { 200: pagedEnvelope(contactMessageSchema) },
      },
    },
    async (request) => {
      const { items, page } = await listContactMessagePage(app.db, request.query);
      return { response: items, page };
    },
  );

  app.get(
    '/contact-as/:id',
    {
      onRequest: requireStaff(),
      schema: { tags, security, params: idParamsSchema, response: { 200: envelope(contactMessageSchema) } },
    },
    async (request) => ({ response: await getContactMessage(app.db, request.params.id) }),
  );

  app.put(
    '/contact-as/:id/read',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        summary: 'Mark a message read or unread',
        params: idParamsSchema,
        body: contactReadSchema,
        response: { 200: envelope(contactMessageSchema) },
      },
    },
    async (request) => ({
      response: await markContactMessageRead(app.db, request.params.id, request.body.read),
      message: request.body.read ? 'Message marked as read' : 'Message marked as unread',
    }),
  );

  app.delete(
    '/contact-as/:id',
    {
      onRequest: requireStaff(),
      schema: { tags, security, params: idParamsSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await removeContactMessage(app.db, request.params.id);
      return { response: null, message: 'Delete Message Successfully' };
    },
  );
};
