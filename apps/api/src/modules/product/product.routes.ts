import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const productRoutes: FastifyPluginAsyncZod = async (_app) => {};
