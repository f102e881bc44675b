import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes.js';
import { categoryRoutes } from './category/category.routes.js';
import { userRoutes } from './user/user.routes.js';

/** Every module's routes, mounted under /api. */
export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(categoryRoutes);
};
