import {
  blogCategoryCreateSchema,
  blogCategoryListQuerySchema,
  blogCategorySchema,
  blogCategoryUpdateSchema,
  blogCreateSchema,
  blogListQuerySchema,
  blogSchema,
  blogSlugParamsSchema,
  blogSummarySchema,
  blogUpdateSchema,
} from '../blog';
import { envelope, idParamsSchema, messageEnvelopeSchema, pagedEnvelope } from '../common';
import { endpointsOf } from '../endpoint';
import { blogRoutes } from '../plain/routes/blog';

export const blogEndpoints = endpointsOf('blog', blogRoutes, {
  listBlogs: { query: blogListQuerySchema, responses: { 200: pagedEnvelope(blogSummarySchema) } },
  getBlogBySlug: { params: blogSlugParamsSchema, responses: { 200: envelope(blogSchema) } },
  getBlog: { params: idParamsSchema, responses: { 200: envelope(blogSchema) } },
  createBlog: { body: blogCreateSchema, responses: { 201: envelope(blogSchema) } },
  updateBlog: { params: idParamsSchema, body: blogUpdateSchema, responses: { 200: envelope(blogSchema) } },
  deleteBlog: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },

  listBlogCategories: {
    query: blogCategoryListQuerySchema,
    responses: { 200: pagedEnvelope(blogCategorySchema) },
  },
  getBlogCategory: { params: idParamsSchema, responses: { 200: envelope(blogCategorySchema) } },
  createBlogCategory: { body: blogCategoryCreateSchema, responses: { 201: envelope(blogCategorySchema) } },
  updateBlogCategory: {
    params: idParamsSchema,
    body: blogCategoryUpdateSchema,
    responses: { 200: envelope(blogCategorySchema) },
  },
  deleteBlogCategory: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },
});
