import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from './address/address.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { bannerRoutes } from './banner/banner.routes.js';
import { blogRoutes } from './blog/blog.routes.js';
import { bottleRoutes } from './bottle/bottle.routes.js';
import { bottleOrderSubscriber } from './bottle/order-subscriber.js';
import { cartRoutes } from './cart/cart.routes.js';
import { categoryRoutes } from './category/category.routes.js';
import { contactRoutes } from './contact/contact.routes.js';
import { couponRoutes } from './coupon/coupon.routes.js';
import { customerRoutes } from './customer/customer.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { deliveryRoutes } from './delivery/delivery.routes.js';
import { deliveryOrderSubscriber } from './delivery/order-subscriber.js';
import { deliveryWorkRoutes } from './delivery-work/delivery-work.routes.js';
import { deliveryWorkOrderSubscriber } from './delivery-work/order-subscriber.js';
import { gstRateRoutes } from './invoice/gst-rate.routes.js';
import { invoiceRoutes } from './invoice/invoice.routes.js';
import { invoiceOrderSubscriber } from './invoice/order-subscriber.js';
import { mediaRoutes } from './media/media.routes.js';
import { monthlyBillRoutes } from './monthly-bill/monthly-bill.routes.js';
import { billPaymentPayee } from './monthly-bill/monthly-bill-payee.js';
import { notificationRoutes } from './notification/notification.routes.js';
import { notificationOrderSubscriber } from './notification/order-subscriber.js';
import { offerRoutes } from './offer/offer.routes.js';
import { registerDayLimit, subscribeToOrderEvents } from './order/index.js';
import { orderRoutes } from './order/order.routes.js';
import { otpRoutes } from './otp/otp.routes.js';
import { registerPaymentPayee } from './payment/index.js';
import { paymentOrderSubscriber } from './payment/order-subscriber.js';
import { paymentRoutes } from './payment/payment.routes.js';
import { productOrderSubscriber } from './product/order-subscriber.js';
import { productRoutes } from './product/product.routes.js';
import { reportRoutes } from './report/report.routes.js';
import { reviewRoutes } from './review/review.routes.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { smsLogRoutes } from './sms-log/sms-log.routes.js';
import type { StockAlerts } from './stock-alert/index.js';
import { stockAlertOrderSubscriber } from './stock-alert/order-subscriber.js';
import { stockAlertRoutes } from './stock-alert/stock-alert.routes.js';
import { dailyLimitRule } from './subscription/index.js';
import { subscriptionOrderSubscriber } from './subscription/order-subscriber.js';
import { subscriptionRoutes } from './subscription/subscription.routes.js';
import { subscriptionSkipLinkRoutes } from './subscription/subscription-skip-link.routes.js';
import { subscriptionStaffRoutes } from './subscription/subscription-staff.routes.js';
import { systemRoutes } from './system/index.js';
import { userRoutes } from './user/user.routes.js';
import { walletRoutes } from './wallet/wallet.routes.js';
import { walletPaymentPayee } from './wallet/wallet-payee.js';
import { walletTopUpRoutes } from './wallet/wallet-top-up.routes.js';
import { wishlistRoutes } from './wishlist/wishlist.routes.js';

/** Every module's routes, mounted under /api; and the modules' reactions to order events. */
export const registerModules: FastifyPluginAsync = async (app) => {
  subscribeToOrders(app.stockAlerts);
  // A wallet top-up's payment is told by payment's webhook to the wallet (decision 0054's addendum).
  registerPaymentPayee(walletPaymentPayee(() => app.clock()));
  registerPaymentPayee(billPaymentPayee(() => app.clock()));
  // A product's daily limit holds one-off orders back for subscribers (issue 34.6).
  registerDayLimit(dailyLimitRule);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(categoryRoutes);
  await app.register(productRoutes);
  await app.register(bannerRoutes);
  await app.register(blogRoutes);
  await app.register(offerRoutes);
  await app.register(couponRoutes);
  await app.register(gstRateRoutes);
  await app.register(invoiceRoutes);
  await app.register(paymentRoutes);
  await app.register(reviewRoutes);
  await app.register(contactRoutes);
  await app.register(settingsRoutes);
  await app.register(mediaRoutes);
  await app.register(customerRoutes);
  await app.register(otpRoutes);
  await app.register(smsLogRoutes);
  await app.register(addressRoutes);
  await app.register(deliveryRoutes);
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(stockAlertRoutes);
  await app.register(notificationRoutes);
  await app.register(orderRoutes);
  await app.register(deliveryWorkRoutes);
  await app.register(bottleRoutes);
  await app.register(dashboardRoutes);
  await app.register(reportRoutes);
  await app.register(walletRoutes);
  await app.register(walletTopUpRoutes);
  await app.register(monthlyBillRoutes);
  await app.register(subscriptionRoutes);
  await app.register(subscriptionSkipLinkRoutes);
  await app.register(subscriptionStaffRoutes);
  await app.register(systemRoutes);
};

/**
 * The modules that react to an order's events, in the order they run inside its transaction
 * (decision 0048): the money's records, the papers, the slot, the shelf, the stop, the customer's messages, then those
 * waiting for stock the shelf got back. A new reaction is one more line here, none in order/.
 */
function subscribeToOrders(alerts: StockAlerts) {
  for (const subscriber of [
    paymentOrderSubscriber,
    invoiceOrderSubscriber,
    deliveryOrderSubscriber,
    productOrderSubscriber,
    deliveryWorkOrderSubscriber,
    bottleOrderSubscriber,
    subscriptionOrderSubscriber,
    notificationOrderSubscriber,
    stockAlertOrderSubscriber(alerts),
  ])
    subscribeToOrderEvents(subscriber);
}
