import { z } from 'zod';
import { envelope, idParamsSchema, messageEnvelopeSchema, pagedEnvelope } from '../common';
import { endpointsOf } from '../endpoint';
import { productRoutes } from '../plain/routes/product';
import {
  bestSellingQuerySchema,
  productBulkBodySchema,
  productBulkResultSchema,
  productCategoryQuerySchema,
  productCodeQuerySchema,
  productCreateSchema,
  productListQuerySchema,
  productSchema,
  productSearchQuerySchema,
  productUpdateSchema,
} from '../product';

export const productEndpoints = endpointsOf('product', productRoutes, {
  listProducts: { query: productListQuerySchema, responses: { 200: pagedEnvelope(productSchema) } },
  searchProducts: { query: productSearchQuerySchema, responses: { 200: pagedEnvelope(productSchema) } },
  listBestSellers: { query: bestSellingQuerySchema, responses: { 200: envelope(z.array(productSchema)) } },
  getProductByCode: { query: productCodeQuerySchema, responses: { 200: envelope(productSchema) } },
  listCategoryProducts: {
    params: idParamsSchema,
    query: productCategoryQuerySchema,
    responses: { 200: pagedEnvelope(productSchema) },
  },
  getProduct: { params: idParamsSchema, responses: { 200: envelope(productSchema) } },
  createProduct: { body: productCreateSchema, responses: { 201: envelope(productSchema) } },
  bulkUpdateProducts: { body: productBulkBodySchema, responses: { 200: envelope(productBulkResultSchema) } },
  updateProduct: {
    params: idParamsSchema,
    body: productUpdateSchema,
    responses: { 200: envelope(productSchema) },
  },
  deleteProduct: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },
});
