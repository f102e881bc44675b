import { route } from '../http';

/**
 * The owner's reports (issue 17.4), staff only. Each JSON report has a CSV twin at `/export` with
 * the same query; days are India's. The orders and customers exports are CSV only.
 */
export const reportRoutes = {
  getSalesReport: route('GET', '/reports/sales', 'staff', {
    summary:
      'Sales of the days from `from` to `to` (India time): orders, units and revenue (lines after offers) ' +
      'in all, by day, by product and by category; awaiting-payment, cancelled and returned orders left out',
  }),
  exportSalesReport: route('GET', '/reports/sales/export', 'staff', {
    summary: 'One table of the sales report (`table`: days, products or categories) as a CSV file',
  }),
  getBestSellers: route('GET', '/reports/best-sellers', 'staff', {
    summary: 'The products that sold the most units in the range, the first `limit` (10, at most 50)',
  }),
  exportBestSellers: route('GET', '/reports/best-sellers/export', 'staff', {
    summary: 'The best sellers as a CSV file',
  }),
  getOrderStatusReport: route('GET', '/reports/order-statuses', 'staff', {
    summary: 'Orders placed in the range by the status they are in now: how many and what they are worth',
  }),
  exportOrderStatusReport: route('GET', '/reports/order-statuses/export', 'staff', {
    summary: 'Orders by status as a CSV file',
  }),
  getPaymentMethodReport: route('GET', '/reports/payment-methods', 'staff', {
    summary:
      'Orders placed in the range by payment method (cash on delivery, online): orders, their worth, ' +
      'money received, refunded and still to collect',
  }),
  exportPaymentMethodReport: route('GET', '/reports/payment-methods/export', 'staff', {
    summary: 'Payments by method as a CSV file',
  }),
  getCashToCollect: route('GET', '/reports/cash-to-collect', 'staff', {
    summary: 'Cash still to collect now: live cash-on-delivery orders not yet collected, by order status',
  }),
  exportCashToCollect: route('GET', '/reports/cash-to-collect/export', 'staff', {
    summary: 'Every order whose cash is still to collect, oldest first, as a CSV file',
  }),
  getGstReport: route('GET', '/reports/gst', 'staff', {
    summary:
      "A month's GST for GSTR-1: taxable value, CGST, SGST and IGST per HSN code and rate from its " +
      'invoices less its credit notes, and the list of those papers',
  }),
  exportGstReport: route('GET', '/reports/gst/export', 'staff', {
    summary: 'One table of the GST report (`table`: rates or documents) as a CSV file',
  }),
  getSubscriptionReport: route('GET', '/reports/subscriptions', 'staff', {
    summary:
      'Subscriptions (issue 34.6): active subscribers now, units delivered per day and product in the range, ' +
      'skips and pauses for days of the range, wallet balances held (a liability) and monthly bills due',
  }),
  exportSubscriptionReport: route('GET', '/reports/subscriptions/export', 'staff', {
    summary: 'One table of the subscription report (`table`: quantities, wallets or bills) as a CSV file',
  }),
  exportOrders: route('GET', '/reports/orders/export', 'staff', {
    summary:
      'Every order placed in the range, one row each: customer, status, payment, items and money, as CSV',
  }),
  exportCustomers: route('GET', '/reports/customers/export', 'staff', {
    summary: 'Every customer: name, mobile, e-mail, when they joined, orders and total spent, as CSV',
  }),
};
