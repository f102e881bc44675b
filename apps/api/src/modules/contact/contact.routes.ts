import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import {
  getContactMessage,
  listContactMessagePage,
  markContactMessageRead,
  removeContactMessage,
  sendContactMessage,
} from './contact.service.js';

/** The contact form (the spec's "contact-us", at its legacy path /contact-as) and the staff inbox. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.sendContactMessage),
    // Public and unauthenticated: a per-address limit keeps it from becoming a spam pipe.
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    handler: async (request, reply) =>
      reply.code(201).send({
        response: await sendContactMessage(app.db, request.body),
        message: 'Message Sended Successfully',
      }),
  });

  app.route({
    ...routeOf(endpoints.listContactMessages),
    handler: async (request) => {
      const { items, page } = await listContactMessagePage(app.db, request.query);
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.getContactMessage),
    handler: async (request) => ({ response: await getContactMessage(app.db, request.params.id) }),
  });

  app.route({
    ...routeOf(endpoints.markContactMessageRead),
    handler: async (request) => ({
      response: await markContactMessageRead(app.db, request.params.id, request.body.read),
      message: request.body.read ? 'Message marked as read' : 'Message marked as unread',
    }),
  });

  app.route({
    ...routeOf(endpoints.deleteContactMessage),
    handler: async (request) => {
      await removeContactMessage(app.db, request.params.id);
      return { response: null, message: 'Delete Message Successfully' };
    },
  });
};
