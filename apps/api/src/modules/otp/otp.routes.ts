import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const otpRoutes: FastifyPluginAsyncZod = async (_app) => {};
