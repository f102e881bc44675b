import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const bannerRoutes: FastifyPluginAsyncZod = async (_app) => {};
