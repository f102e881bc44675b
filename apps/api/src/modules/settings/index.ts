/** The shop's settings: its name, address, policies and delivery fee. */
export { getShopSettings } from './settings.service.js';
