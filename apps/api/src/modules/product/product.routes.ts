import { endpoints } from '@farm/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { optionalStaff } from '../../plugins/auth.js';
import { CATALOGUE_CACHE } from '../../plugins/http-cache.js';
import { keptCounts } from './kept-counts.js';
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
  // The lists' totals live as long as the HTTP cache's answers: until a write, 30 s at most.
  const counts = keptCounts(CATALOGUE_CACHE.maxAge * 1000);
  app.onPublicReadsChanged(counts.forget);

  app.route({
    ...routeOf(endpoints.listProducts),
    config,
    serializerCompiler,
    handler: async (request) => {
      const { items, page } = await listProductPage(app.db, counts, request.query, await viewerOf(request));
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.searchProducts),
    config,
    serializerCompiler,
    handler: async (request) => {
      const { items, page } = await searchProductPage(app.db, request.query, await viewerOf(request));
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.listBestSellers),
    config,
    serializerCompiler,
    handler: async (request) => ({ response: await listBestSelling(app.db, request.query) }),
  });

  app.route({
    ...routeOf(endpoints.getProductByCode),
    config,
    serializerCompiler,
    handler: async (request) => ({
      response: await getProductByCode(app.db, request.query.productCode, await viewerOf(request)),
    }),
  });

  app.route({
    ...routeOf(endpoints.listCategoryProducts),
    config,
    serializerCompiler,
    handler: async (request) => {
      const { items, page } = await listCategoryProductPage(
        app.db,
        counts,
        request.params.id,
        request.query,
        await viewerOf(request),
      );
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.getProduct),
    config,
    serializerCompiler,
    handler: async (request) => ({
      response: await getProduct(app.db, request.params.id, await viewerOf(request)),
    }),
  });

  app.route({
    ...routeOf(endpoints.createProduct),
    handler: async (request, reply) =>
      reply.code(201).send({
        response: await createProduct(app.db, request.body),
        message: 'Create Product Successfully',
      }),
  });

  app.route({
    ...routeOf(endpoints.bulkUpdateProducts),
    handler: async (request) => ({
      response: await bulkUpdateProducts(app.db, app.stockAlerts, request.body),
      message: 'Products updated successfully',
    }),
  });

  app.route({
    ...routeOf(endpoints.updateProduct),
    handler: async (request) => ({
      response: await editProduct(app.db, app.stockAlerts, request.params.id, request.body),
      message: 'Update Product Successfully',
    }),
  });

  app.route({
    ...routeOf(endpoints.deleteProduct),
    handler: async (request) => {
      const outcome = await removeProduct(app.db, request.params.id);
      return {
        response: null,
        message:
          outcome === 'archived' ? 'Product archived: orders refer to it' : 'Delete Product Successfully',
      };
    },
  });
};
