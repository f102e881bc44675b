import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { optionalStaff, staffOf } from '../../plugins/auth.js';
import { createBlog, editBlog, getBlog, getBlogBySlug, listBlogPage, removeBlog } from './blog.service.js';
import { blogCategoryRoutes } from './blog-category.routes.js';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(blogCategoryRoutes);

  app.route({
    ...routeOf(endpoints.listBlogs),
    handler: async (request) => {
      const staff = (await optionalStaff(request)) !== undefined;
      const { items, page } = await listBlogPage(app.db, request.query, { staff });
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.getBlogBySlug),
    handler: async (request) => {
      const staff = (await optionalStaff(request)) !== undefined;
      return { response: await getBlogBySlug(app.db, request.params.slug, { staff }) };
    },
  });

  app.route({
    ...routeOf(endpoints.getBlog),
    handler: async (request) => {
      const staff = (await optionalStaff(request)) !== undefined;
      return { response: await getBlog(app.db, request.params.id, { staff }) };
    },
  });

  app.route({
    ...routeOf(endpoints.createBlog),
    handler: async (request, reply) =>
      reply.code(201).send({
        response: await createBlog(app.db, request.body, staffOf(request).id),
        message: 'Create Blog Successfully',
      }),
  });

  app.route({
    ...routeOf(endpoints.updateBlog),
    handler: async (request) => ({
      response: await editBlog(app.db, request.params.id, request.body),
      message: 'Update Blog Successfully',
    }),
  });

  app.route({
    ...routeOf(endpoints.deleteBlog),
    handler: async (request) => {
      await removeBlog(app.db, request.params.id);
      return { response: null, message: 'Delete Blog Successfully' };
    },
  });
};
