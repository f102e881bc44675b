import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { pageInfo } from '../../lib/paging.js';
import { customerOf } from '../../plugins/auth.js';
import { getMessagePreferences, updateMessagePreferences } from './message-preferences.service.js';
import { findChannelMessages, findOrderMessages, orderExists } from './notification.repository.js';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.getMessagePreferences),
    handler: async (request) => ({
      response: await getMessagePreferences(app.db, customerOf(request).id),
    }),
  });

  app.route({
    ...routeOf(endpoints.updateMessagePreferences),
    handler: async (request) => ({
      response: await updateMessagePreferences(app.db, customerOf(request).id, request.body, app.clock()),
      message: 'Message choices saved',
    }),
  });

  app.route({
    ...routeOf(endpoints.listOrderMessages),
    handler: async (request) => {
      if (!(await orderExists(app.db, request.params.id))) throw notFound('Order');
      return { response: await findOrderMessages(app.db, request.params.id) };
    },
  });

  app.route({
    ...routeOf(endpoints.listWhatsappOutbox),
    handler: async (request) => {
      const { items, total } = await findChannelMessages(app.db, 'whatsapp', request.query);
      return { response: items, page: pageInfo(request.query, total) };
    },
  });
};
