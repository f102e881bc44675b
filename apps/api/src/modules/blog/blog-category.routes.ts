import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import {
  createBlogCategory,
  editBlogCategory,
  getBlogCategory,
  listBlogCategoryPage,
  removeBlogCategory,
} from './blog-category.service.js';

/** Registered by blogRoutes: blog categories belong to the blog module. */
export const blogCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.listBlogCategories),
    handler: async (request) => {
      const { items, page } = await listBlogCategoryPage(app.db, request.query);
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.getBlogCategory),
    handler: async (request) => ({ response: await getBlogCategory(app.db, request.params.id) }),
  });

  app.route({
    ...routeOf(endpoints.createBlogCategory),
    handler: async (request, reply) =>
      reply.code(201).send({
        response: await createBlogCategory(app.db, request.body),
        message: 'Create Blog Category Successfully',
      }),
  });

  app.route({
    ...routeOf(endpoints.updateBlogCategory),
    handler: async (request) => ({
      response: await editBlogCategory(app.db, request.params.id, request.body),
      message: 'Update Blog Category Successfully',
    }),
  });

  app.route({
    ...routeOf(endpoints.deleteBlogCategory),
    handler: async (request) => {
      await removeBlogCategory(app.db, request.params.id);
      return { response: null, message: 'Delete Blog Category Successfully' };
    },
  });
};
