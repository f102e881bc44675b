/**
 * Stock alerts ("Notify me", the spec's notify-product): customers waiting for a sold-out product,
 * and the back-in-stock message queued for them when it returns (sent by notification/).
 */
export { notifyWaitingCustomers, type StockAlerts } from './stock-alert.service.js';
