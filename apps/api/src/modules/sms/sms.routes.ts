import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const smsRoutes: FastifyPluginAsyncZod = async (_app) => {};
