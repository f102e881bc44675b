import {
  blogCategoryCreateSchema,
  blogCategoryListQuerySchema,
  blogCategorySchema,
  blogCategoryUpdateSchema,
  envelope,
  idParamsSchema,
  messageEnvelopeSchema,
  pagedEnvelope,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/auth.js';
import {
  createBlogCategory,
  editBlogCategory,
  getBlogCategory,
  listBlogCategoryPage,
  removeBlogCategory,
} from './blog-category.service.js';

const tags = ['blog-category'];
const security = [{ bearerAuth: [] }];

/** Registered by blogRoutes: blog categories belong to the blog module. */
export const blogCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog-category/all',
    {
      schema: {
        tags,
        querystring: blogCategoryListQuerySchema,
        response: { 200: pagedEnvelope(blogCategorySchema) },
      },
    },
    async (request) => {
      const { items, page } = await listBlogCategoryPage(app.db, request.query);
      return { response: items, page };
    },
  );

  app.get(
    '/blog-category/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: envelope(blogCategorySchema) } } },
    async (request) => ({ response: await getBlogCategory(app.db, request.params.id) }),
  );

  app.post(
    '/blog-category',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        body: blogCategoryCreateSchema,
        response: { 201: envelope(blogCategorySchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        response: await createBlogCategory(app.db, request.body),
        message: 'Create Blog Category Successfully',
      }),
  );

  app.put(
    '/blog-category/:id',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: blogCategoryUpdateSchema,
        response: { 200: envelope(blogCategorySchema) },
      },
    },
    async (request) => ({
      response: await editBlogCategory(app.db, request.params.id, request.body),
      message: 'Update Blog Category Successfully',
    }),
  );

  app.delete(
    '/blog-category/:id',
    {
      onRequest: requireStaff(),
      schema: { tags, security, params: idParamsSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await removeBlogCategory(app.db, request.params.id);
      return { response: null, message: 'Delete Blog Category Successfully' };
    },
  );
};
