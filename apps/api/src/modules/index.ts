import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes.js';
import { bannerRoutes } from './banner/banner.routes.js';
import { blogRoutes } from './blog/blog.routes.js';
import { categoryRoutes } from './category/category.routes.js';
import { contactRoutes } from './contact/contact.routes.js';
import { mediaRoutes } from './media/media.routes.js';
import { offerRoutes } from './offer/offer.routes.js';
import { productRoutes } from './product/product.routes.js';
import { reviewRoutes } from './review/review.routes.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { userRoutes } from './user/user.routes.js';

/** Every module's routes, mounted under /api. */
export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(categoryRoutes);
  await app.register(productRoutes);
  await app.register(bannerRoutes);
  await app.register(blogRoutes);
  await app.register(offerRoutes);
  await app.register(reviewRoutes);
  await app.register(contactRoutes);
  await app.register(settingsRoutes);
  await app.register(mediaRoutes);
};
