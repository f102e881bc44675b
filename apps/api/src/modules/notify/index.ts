/** "Notify me": customers waiting for a product to come back, and the SMS when it does. */
export { notifyWaitingCustomers, type StockAlerts } from './notify.service.js';
