import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const customerRoutes: FastifyPluginAsyncZod = async (_app) => {};
