import { envelope, shopSettingsSchema, shopSettingsUpdateSchema } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/auth.js';
import { getShopSettings, updateShopSettings } from './settings.service.js';

const tags = ['settings'];

/** The farm's identity and shop rules: everyone reads them, admins edit them. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Farm name, address, contacts, policies and delivery fee (paise)',
        response: { 200: envelope(shopSettingsSchema) },
      },
    },
    async () => ({ response: await getShopSettings(app.db) }),
  );

  app.put(
    '/settings',
    {
      onRequest: requireStaff('admin'),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Change any subset of the settings (admins only)',
        body: shopSettingsUpdateSchema,
        response: { 200: envelope(shopSettingsSchema) },
      },
    },
    async (request) => ({
      response: await updateShopSettings(app.db, request.body),
      message: 'Settings updated successfully',
    }),
  );
};
