import { endpoints } from '@farm/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { sendPdf } from '../../lib/pdf/send-pdf.js';
import { staffOf } from '../../plugins/auth.js';
import { moveOrders } from './bulk-status.service.js';
import { listDeliveryPeople } from './delivery-people.repository.js';
import { setDeliveryPersonAreas } from './delivery-people.service.js';
import { renderPackingPdf, renderRoutePdf } from './delivery-work-pdf.js';
import type { DeliveryWorkViewer } from './delivery-work-viewer.js';
import { packingList } from './packing.service.js';
import { packingListIn, paperLanguage, routeSheetIn, routesIn } from './paper-language.js';
import { orderRoute, routeSheet, routesOfDay } from './route-sheet.service.js';
import { markStop } from './stop-mark.service.js';

function viewerOf(request: FastifyRequest): DeliveryWorkViewer {
  const { id, name, role } = staffOf(request);
  return { id, name, role };
}

/** The morning's work (issue 16.3): packing, routes and their sheets, marks at the door. */
export const deliveryWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.getPackingList),
    // A screen's names in the page's language (`?lang=`), English without it.
    handler: async (request) => {
      const list = await packingList(app.db, request.query.date, app.clock());
      return { response: await packingListIn(app.db, list, request.query.lang ?? 'en') };
    },
  });

  app.route({
    ...routeOf(endpoints.getPackingListPdf),
    handler: async (request, reply) => {
      const list = await packingList(app.db, request.query.date, app.clock());
      const language = await paperLanguage(app.db, staffOf(request).id, request.query.lang);
      return sendPdf(reply, {
        pdf: await renderPackingPdf(await packingListIn(app.db, list, language), language),
        fileName: `packing-${list.date}.pdf`,
      });
    },
  });

  app.route({
    ...routeOf(endpoints.listRoutes),
    handler: async (request) => {
      const routes = await routesOfDay(app.db, viewerOf(request), request.query.date);
      return { response: await routesIn(app.db, routes, request.query.lang ?? 'en') };
    },
  });

  app.route({
    ...routeOf(endpoints.getRouteSheet),
    handler: async (request) => {
      const sheet = await routeSheet(app.db, viewerOf(request), request.query);
      return { response: await routeSheetIn(app.db, sheet, request.query.lang ?? 'en') };
    },
  });

  app.route({
    ...routeOf(endpoints.getRouteSheetPdf),
    handler: async (request, reply) => {
      const sheet = await routeSheet(app.db, viewerOf(request), request.query);
      const language = await paperLanguage(app.db, staffOf(request).id, request.query.lang);
      const name = `route-${sheet.date}-${sheet.areaId}-${sheet.slotId}.pdf`;
      const pdf = await renderRoutePdf(await routeSheetIn(app.db, sheet, language), language);
      return sendPdf(reply, { pdf, fileName: name });
    },
  });

  app.route({
    ...routeOf(endpoints.orderRoute),
    handler: async (request) => ({
      response: await orderRoute(app.db, viewerOf(request), request.body),
      message: 'Route order saved',
    }),
  });

  app.route({
    ...routeOf(endpoints.markStop),
    handler: async (request) => {
      const stop = await markStop(app.db, viewerOf(request), request.params.id, request.body, app.clock());
      return { response: stop, message: `Order ${stop.orderId}: ${stopMessage(stop.outcome)}` };
    },
  });

  app.route({
    ...routeOf(endpoints.bulkOrderStatus),
    handler: async (request) => {
      const { id, name } = staffOf(request);
      const result = await moveOrders(app.db, { kind: 'staff', id, name }, request.body);
      const status = request.body.status === 'PACKED' ? 'packed' : 'shipped';
      return { response: result, message: `${result.moved.length} marked ${status}` };
    },
  });

  app.route({
    ...routeOf(endpoints.listDeliveryPeople),
    handler: async () => ({ response: await listDeliveryPeople(app.db) }),
  });

  app.route({
    ...routeOf(endpoints.setDeliveryPersonAreas),
    handler: async (request) => ({
      response: await setDeliveryPersonAreas(app.db, request.params.id, request.body),
      message: 'Areas saved',
    }),
  });
};

function stopMessage(outcome: string | null) {
  if (outcome === 'DELIVERED') return 'delivered';
  if (outcome === 'NOT_HOME') return 'not home, noted';
  return 'refused, noted';
}
