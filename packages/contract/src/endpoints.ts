import { addressEndpoints } from './endpoints/address';
import { authEndpoints } from './endpoints/auth';
import { bannerEndpoints } from './endpoints/banner';
import { blogEndpoints } from './endpoints/blog';
import { bottleEndpoints } from './endpoints/bottle';
import { cartEndpoints } from './endpoints/cart';
import { categoryEndpoints } from './endpoints/category';
import { contactEndpoints } from './endpoints/contact';
import { couponEndpoints } from './endpoints/coupon';
import { customerEndpoints } from './endpoints/customer';
import { dashboardEndpoints } from './endpoints/dashboard';
import { deliveryEndpoints } from './endpoints/delivery';
import { deliveryWorkEndpoints } from './endpoints/delivery-work';
import { gstRateEndpoints } from './endpoints/gst-rate';
import { invoiceEndpoints } from './endpoints/invoice';
import { mediaEndpoints } from './endpoints/media';
import { monthlyBillEndpoints } from './endpoints/monthly-bill';
import { notificationEndpoints } from './endpoints/notification';
import { notifyEndpoints } from './endpoints/notify';
import { offerEndpoints } from './endpoints/offer';
import { orderEndpoints } from './endpoints/order';
import { otpEndpoints } from './endpoints/otp';
import { paymentEndpoints } from './endpoints/payment';
import { productEndpoints } from './endpoints/product';
import { reportEndpoints } from './endpoints/report';
import { reviewEndpoints } from './endpoints/review';
import { settingsEndpoints } from './endpoints/settings';
import { smsEndpoints } from './endpoints/sms';
import { subscriptionEndpoints } from './endpoints/subscription';
import { subscriptionSkipLinkEndpoints } from './endpoints/subscription-skip-link';
import { subscriptionStaffEndpoints } from './endpoints/subscription-staff';
import { systemEndpoints } from './endpoints/system';
import { userEndpoints } from './endpoints/user';
import { walletEndpoints } from './endpoints/wallet';
import { wishlistEndpoints } from './endpoints/wishlist';

/** Every endpoint of the API, by name. The API registers each; OpenAPI and the web derive from them. */
export const endpoints = {
  ...addressEndpoints,
  ...authEndpoints,
  ...bannerEndpoints,
  ...blogEndpoints,
  ...bottleEndpoints,
  ...cartEndpoints,
  ...categoryEndpoints,
  ...contactEndpoints,
  ...couponEndpoints,
  ...customerEndpoints,
  ...dashboardEndpoints,
  ...deliveryEndpoints,
  ...deliveryWorkEndpoints,
  ...gstRateEndpoints,
  ...invoiceEndpoints,
  ...mediaEndpoints,
  ...notificationEndpoints,
  ...notifyEndpoints,
  ...monthlyBillEndpoints,
  ...offerEndpoints,
  ...orderEndpoints,
  ...otpEndpoints,
  ...paymentEndpoints,
  ...productEndpoints,
  ...reportEndpoints,
  ...reviewEndpoints,
  ...settingsEndpoints,
  ...smsEndpoints,
  ...subscriptionEndpoints,
  ...subscriptionSkipLinkEndpoints,
  ...subscriptionStaffEndpoints,
  ...systemEndpoints,
  ...userEndpoints,
  ...walletEndpoints,
  ...wishlistEndpoints,
};
export type Endpoints = typeof endpoints;
