/**
 * The fixed lists of the shop's records: stored as they are here (tables take their enums from these),
 * validated by the schemas, and shown with the labels below.
 */

/** DESIGN §4. The strings stored in `orders.status`. */
export const ORDER_STATUSES = [
  // Paid online: the order holds its stock until the payment arrives (then PLACED) or its time
  // runs out (then CANCELLED, the stock back). Decision 0031.
  'PENDING_PAYMENT',
  'PLACED',
  'CONFIRMED',
  'PACKED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders that still need the farm's hands, in the order they move (the dashboard's "waiting"). */
export const OPEN_ORDER_STATUSES = [
  'PLACED',
  'CONFIRMED',
  'PACKED',
  'SHIPPED',
] as const satisfies readonly OrderStatus[];

/**
 * Orders on their way: the open ones and online orders holding their stock while they wait for
 * their payment (checkout's cap on a customer's orders on their way).
 */
export const UNDER_WAY_ORDER_STATUSES = [
  'PENDING_PAYMENT',
  ...OPEN_ORDER_STATUSES,
] as const satisfies readonly OrderStatus[];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  PENDING_PAYMENT: 'Awaiting payment',
  PLACED: 'Placed',
  CONFIRMED: 'Confirmed',
  PACKED: 'Packed',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURNED: 'Returned',
};

/**
 * Orders that are not sales: they count neither as orders nor as money on the dashboard and in the
 * reports. Ended orders, and online orders whose payment has not come (yet).
 */
export const NOT_SALE_STATUSES = [
  'PENDING_PAYMENT',
  'CANCELLED',
  'RETURNED',
] as const satisfies readonly OrderStatus[];

/**
 * How an order is paid. `COD` and `ONLINE` are the customer's choice at checkout; a subscription's
 * day (decision 0054) is paid from the prepaid `WALLET` when it is generated, or goes on the
 * customer's `MONTHLY_BILL`: neither is collected at the door.
 */
export const PAYMENT_METHODS = ['COD', 'ONLINE', 'WALLET', 'MONTHLY_BILL'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What a checkout (the storefront's, staff's phone order) may choose. */
export const CHECKOUT_PAYMENT_METHODS = ['COD', 'ONLINE'] as const satisfies readonly PaymentMethod[];
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];
export const PAYMENT_LABELS: Readonly<Record<PaymentMethod, string>> = {
  COD: 'Cash on delivery',
  ONLINE: 'Paid online',
  WALLET: 'Paid from wallet',
  MONTHLY_BILL: 'Monthly bill',
};

/**
 * DESIGN §8: where an order's money stands, apart from where its goods are. Cash on delivery is
 * due until staff record it collected; an online order is unpaid until the provider says paid.
 */
export const PAYMENT_STATUSES = [
  'COD_DUE',
  'COD_COLLECTED',
  'UNPAID',
  'PAID',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  COD_DUE: 'Cash due',
  COD_COLLECTED: 'Cash collected',
  UNPAID: 'Not paid yet',
  PAID: 'Paid online',
  PARTIALLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
};

export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Readonly<Record<ProductStatus, string>> = {
  draft: 'Draft',
  active: 'Active',
  archived: 'Archived',
};

export const BANNER_TYPES = ['default', 'image', 'video'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

/**
 * What a one-time code is for: signing in, a forgotten password, moving to a new number, proving
 * the number at sign-up (or before a first order), closing one's own account.
 */
export const OTP_PURPOSES = ['login', 'reset_password', 'change_number', 'signup', 'close_account'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** `delivery` sees only the routes of its areas and marks their stops (issue 16.3). */
export const STAFF_ROLES = ['admin', 'staff', 'delivery'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What staff did to a customer's account (its history): created it, corrected its number. */
export const CUSTOMER_HISTORY_KINDS = ['created', 'mobile_changed'] as const;
export type CustomerHistoryKind = (typeof CUSTOMER_HISTORY_KINDS)[number];

/** What an offer discounts: everything in the shop, the products of some categories, or some products. */
export const OFFER_SCOPES = ['shop', 'categories', 'products'] as const;
export type OfferScope = (typeof OFFER_SCOPES)[number];
export const OFFER_SCOPE_LABELS: Readonly<Record<OfferScope, string>> = {
  shop: 'Every product',
  categories: 'Products of some categories',
  products: 'Some products',
};
