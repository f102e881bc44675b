import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const notifyRoutes: FastifyPluginAsyncZod = async (_app) => {};
