import {
  bestSellingQuerySchema,
  envelope,
  idParamsSchema,
  messageEnvelopeSchema,
  pagedEnvelope,
  productBulkBodySchema,
  productBulkResultSchema,
  productCategoryQuerySchema,
  productCodeQuerySchema,
  productCreateSchema,
  productListQuerySchema,
  productSchema,
  productSearchQuerySchema,
  productUpdateSchema,
} from '@farm/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalStaff, requireStaff } from '../../plugins/auth.js';
import { CATALOGUE_CACHE } from '../../plugins/http-cache.js';
import { createProduct, editProduct, removeProduct } from './product.service.js';
import { bulkUpdateProducts } from './product-bulk.service.js';
import {
  getProduct,
  getProductByCode,
  listBestSelling,
  listCategoryProductPage,
  listProductPage,
  searchProductPage,
  type Viewer,
} from './product-catalogue.service.js';
import { productSerializer } from './product-serializer.js';

const tags = ['product'];
const security = [{ bearerAuth: [] }];
/** Public reads: ETag, Cache-Control and the in-memory copy (plugins/http-cache.ts). */
const config = { httpCache: CATALOGUE_CACHE };
/** The public reads' answers go through fast-json-stringify (product-serializer.ts). */
const serializerCompiler = productSerializer;

/** Public reads show staff everything (drafts, archived) when a valid staff token comes along. */
async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  return { staff: (await optionalStaff(request)) !== undefined };
}

/**
 * Fixed paths (/product/all, /search, /bulk...) are matched before `/product/:id` by Fastify's
 * router whatever the order of registration; the tests check each of them.
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/all',
    {
      config,
      serializerCompiler,
      schema: { tags, querystring: productListQuerySchema, response: { 200: pagedEnvelope(productSchema) } },
    },
    async (request) => {
      const { items, page } = await listProductPage(app.db, request.query, await viewerOf(request));
      return { response: items, page };
    },
  );

  app.get(
    '/product/search',
    {
      config,
      serializerCompiler,
      schema: {
        tags,
        description: 'Lower-cases the keywords and removes all whitespace; under 3 characters finds nothing.',
        querystring: productSearchQuerySchema,
        response: { 200: pagedEnvelope(productSchema) },
      },
    },
    async (request) => {
      const { items, page } = await searchProductPage(app.db, request.query, await viewerOf(request));
      return { response: items, page };
    },
  );

  app.get(
    '/product/best-selling',
    {
      config,
      serializerCompiler,
      schema: {
        tags,
        description: 'Units sold in the last 90 days (not cancelled or returned), then the newest.',
        querystring: bestSellingQuerySchema,
        response: { 200: envelope(z.array(productSchema)) },
      },
    },
    async (request) => ({ response: await listBestSelling(app.db, request.query) }),
  );

  app.get(
    '/product/product-code',
    {
      config,
      serializerCompiler,
      schema: { tags, querystring: productCodeQuerySchema, response: { 200: envelope(productSchema) } },
    },
    async (request) => ({
      response: await getProductByCode(app.db, request.query.productCode, await viewerOf(request)),
    }),
  );

  app.get(
    '/product/category/:id',
    {
      config,
      serializerCompiler,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: productCategoryQuerySchema,
        response: { 200: pagedEnvelope(productSchema) },
      },
    },
    async (request) => {
      const { items, page } = await listCategoryProductPage(
        app.db,
        request.params.id,
        request.query,
        await viewerOf(request),
      );
      return { response: items, page };
    },
  );

  app.get(
    '/product/:id',
    {
      config,
      serializerCompiler,
      schema: { tags, params: idParamsSchema, response: { 200: envelope(productSchema) } },
    },
    async (request) => ({ response: await getProduct(app.db, request.params.id, await viewerOf(request)) }),
  );

  app.post(
    '/product',
    {
      onRequest: requireStaff(),
      schema: { tags, security, body: productCreateSchema, response: { 201: envelope(productSchema) } },
    },
    async (request, reply) =>
      reply.code(201).send({
        response: await createProduct(app.db, request.body),
        message: 'Create Product Successfully',
      }),
  );

  app.put(
    '/product/bulk',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        description: 'All rows are checked first and applied in one transaction, or none is.',
        body: productBulkBodySchema,
        response: { 200: envelope(productBulkResultSchema) },
      },
    },
    async (request) => ({
      response: await bulkUpdateProducts(app.db, app.sms, request.body),
      message: 'Products updated successfully',
    }),
  );

  app.put(
    '/product/:id',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: productUpdateSchema,
        response: { 200: envelope(productSchema) },
      },
    },
    async (request) => ({
      response: await editProduct(app.db, app.sms, request.params.id, request.body),
      message: 'Update Product Successfully',
    }),
  );

  app.delete(
    '/product/:id',
    {
      onRequest: requireStaff(),
      schema: { tags, security, params: idParamsSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      const outcome = await removeProduct(app.db, request.params.id);
      return {
        response: null,
        message:
          outcome === 'archived' ? 'Product archived: orders refer to it' : 'Delete Product Successfully',
      };
    },
  );
};
