import { envelope } from '../common';
import { endpointsOf } from '../endpoint';
import { settingsRoutes } from '../plain/routes/settings';
import { publicSettingsSchema, shopSettingsSchema, shopSettingsUpdateSchema } from '../settings';

export const settingsEndpoints = endpointsOf('settings', settingsRoutes, {
  getShopSettings: { responses: { 200: envelope(publicSettingsSchema) } },
  updateShopSettings: { body: shopSettingsUpdateSchema, responses: { 200: envelope(shopSettingsSchema) } },
});
