import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const reviewRoutes: FastifyPluginAsyncZod = async (_app) => {};
