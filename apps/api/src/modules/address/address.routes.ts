import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const addressRoutes: FastifyPluginAsyncZod = async (_app) => {};
