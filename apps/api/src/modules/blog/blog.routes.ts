import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const blogRoutes: FastifyPluginAsyncZod = async (_app) => {};
