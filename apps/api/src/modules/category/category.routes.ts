import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import {
  createCategory,
  editCategory,
  getCategory,
  listCategoryPage,
  removeCategory,
  restoreCategory,
} from './category.service.js';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.listCategories),
    handler: async (request) => {
      const { items, page } = await listCategoryPage(app.db, request.query);
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.getCategory),
    handler: async (request) => ({ response: await getCategory(app.db, request.params.id) }),
  });

  app.route({
    ...routeOf(endpoints.createCategory),
    handler: async (request, reply) =>
      reply.code(201).send({
        response: await createCategory(app.db, request.body),
        message: 'Create Category Successfully',
      }),
  });

  app.route({
    ...routeOf(endpoints.updateCategory),
    handler: async (request) => ({
      response: await editCategory(app.db, request.params.id, request.body),
      message: 'Update Category Successfully',
    }),
  });

  app.route({
    ...routeOf(endpoints.deleteCategory),
    handler: async (request) => {
      const outcome = await removeCategory(app.db, request.params.id);
      return {
        response: null,
        message:
          outcome === 'archived'
            ? 'Category archived: it still has products'
            : 'Delete Category Successfully',
      };
    },
  });

  app.route({
    ...routeOf(endpoints.restoreCategory),
    handler: async (request) => ({
      response: await restoreCategory(app.db, request.params.id),
      message: 'Category restored: it is back in the shop',
    }),
  });
};
