import {
  categoryCreateSchema,
  categoryListQuerySchema,
  categorySchema,
  categoryUpdateSchema,
} from '../category';
import { envelope, idParamsSchema, messageEnvelopeSchema, pagedEnvelope } from '../common';
import { endpointsOf } from '../endpoint';
import { categoryRoutes } from '../plain/routes/category';

export const categoryEndpoints = endpointsOf('category', categoryRoutes, {
  listCategories: { query: categoryListQuerySchema, responses: { 200: pagedEnvelope(categorySchema) } },
  getCategory: { params: idParamsSchema, responses: { 200: envelope(categorySchema) } },
  createCategory: { body: categoryCreateSchema, responses: { 201: envelope(categorySchema) } },
  updateCategory: {
    params: idParamsSchema,
    body: categoryUpdateSchema,
    responses: { 200: envelope(categorySchema) },
  },
  deleteCategory: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },
  restoreCategory: { params: idParamsSchema, responses: { 200: envelope(categorySchema) } },
});
