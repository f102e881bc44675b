import {
  blogCreateSchema,
  blogListQuerySchema,
  blogSchema,
  blogSummarySchema,
  blogUpdateSchema,
  envelope,
  idParamsSchema,
  messageEnvelopeSchema,
  pagedEnvelope,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalStaff, requireStaff, staffOf } from '../../plugins/auth.js';
import { createBlog, editBlog, getBlog, getBlogBySlug, listBlogPage, removeBlog } from './blog.service.js';
import { blogCategoryRoutes } from './blog-category.routes.js';

const tags = ['blog'];
const security = [{ bearerAuth: [] }];

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(blogCategoryRoutes);

  app.get(
    '/blogs/all',
    {
      schema: {
        tags,
        summary: 'Published blogs, newest first (staff with a token see drafts too); no content',
        querystring: blogListQuerySchema,
        response: { 200: pagedEnvelope(blogSummarySchema) },
      },
    },
    async (request) => {
      const staff = (await optionalStaff(request)) !== undefined;
      const { items, page } = await listBlogPage(app.db, request.query, { staff });
      return { response: items, page };
    },
  );

  app.get(
    '/blogs/slug/:slug',
    {
      schema: {
        tags,
        summary: 'A blog by its slug (for readable addresses)',
        params: z.object({ slug: z.string().trim().min(1).max(200) }),
        response: { 200: envelope(blogSchema) },
      },
    },
    async (request) => {
      const staff = (await optionalStaff(request)) !== undefined;
      return { response: await getBlogBySlug(app.db, request.params.slug, { staff }) };
    },
  );

  app.get(
    '/blogs/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: envelope(blogSchema) } } },
    async (request) => {
      const staff = (await optionalStaff(request)) !== undefined;
      return { response: await getBlog(app.db, request.params.id, { staff }) };
    },
  );

  app.post(
    '/blogs',
    {
      onRequest: requireStaff(),
      schema: { tags, security, body: blogCreateSchema, response: { 201: envelope(blogSchema) } },
    },
    async (request, reply) =>
      reply.code(201).send({
        response: await createBlog(app.db, request.body, staffOf(request).id),
        message: 'Create Blog Successfully',
      }),
  );

  app.put(
    '/blogs/:id',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: blogUpdateSchema,
        response: { 200: envelope(blogSchema) },
      },
    },
    async (request) => ({
      response: await editBlog(app.db, request.params.id, request.body),
      message: 'Update Blog Successfully',
    }),
  );

  app.delete(
    '/blogs/:id',
    {
      onRequest: requireStaff(),
      schema: { tags, security, params: idParamsSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await removeBlog(app.db, request.params.id);
      return { response: null, message: 'Delete Blog Successfully' };
    },
  );
};
