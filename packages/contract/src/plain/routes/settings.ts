import { route } from '../http';

/** The farm's identity and shop rules: everyone reads them, admins edit them. */
export const settingsRoutes = {
  getShopSettings: route('GET', '/settings', 'public', {
    summary: 'Farm name, address, contacts, policies and delivery fee (paise)',
  }),
  updateShopSettings: route('PUT', '/settings', 'admin', {
    summary: 'Change any subset of the settings (admins only)',
  }),
};
