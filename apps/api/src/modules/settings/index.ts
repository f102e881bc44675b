/** The shop's settings: its name, address, policies and delivery fee. */
export { deliveryFeeFor, getShopSettings } from './settings.service.js';
