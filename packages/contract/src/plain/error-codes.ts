// Every `code` a problem answer may carry. The API throws only these (AppError takes an ErrorCode)
// and each endpoint lists the ones it may answer beyond the common ones, so the web can branch on
// them with the compiler's help (`isProblem` in the web's lib/api).

/** The codes every endpoint may answer without listing them: input, sign-in, rights, load, faults. */
export const COMMON_ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'BAD_URL',
  'URI_TOO_LONG',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  // 503 + Retry-After: the API is too busy to serve the request soon (load shedding).
  'OVERLOADED',
  'INTERNAL',
  // A database constraint refused the write (a duplicate, a record still referred to).
  'DUPLICATE',
  'IN_USE',
] as const;
export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[number];

/** Business rules: an endpoint lists the ones it may answer (`route(…, { errors })`). */
export const BUSINESS_ERROR_CODES = [
  'CONFLICT',
  'ADDRESS_LIMIT',
  // Returning a line of an order to stock a second time.
  'ALREADY_RESTOCKED',
  'BLOG_CATEGORY_IN_USE',
  'BULK_CONFLICT',
  'CART_FULL',
  // Recording cash on delivery a second time for one order.
  'CASH_ALREADY_COLLECTED',
  // A storefront cash-on-delivery order above the shop's ceiling (settings `codMaxTotal`).
  'COD_LIMIT',
  // A coupon code that does not apply to this order now (unknown, ended, used up, under its minimum…).
  'COUPON_INVALID',
  'DEFAULT_ADDRESS_REQUIRED',
  'DUPLICATE_EMAIL',
  'DUPLICATE_NAME',
  'DUPLICATE_PRODUCT_CODE',
  'DUPLICATE_REVIEW',
  'FILE_TOO_LARGE',
  'IDEMPOTENCY_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
  'ILLEGAL_STATUS_CHANGE',
  'IMAGE_TOO_LARGE',
  'IN_STOCK',
  'INVALID_CREDENTIALS',
  'INVALID_OTP',
  // A wrong or already used code from an authenticator app, or an unknown or used recovery code.
  'INVALID_SECOND_FACTOR',
  'LAST_ADMIN',
  'MOBILE_NOT_VERIFIED',
  'MOBILE_NUMBER_TAKEN',
  // Recording cash for a cancelled or returned order.
  'NOTHING_TO_COLLECT',
  // Refunding an order with nothing paid online left to give back.
  'NOTHING_TO_REFUND',
  // Closing or erasing an account while some of its orders are neither delivered nor cancelled.
  'OPEN_ORDERS',
  'ORDER_DELETED',
  // Deleting an order that holds money or papers (payments, an online payment started, refunds,
  // cash recorded, an invoice or credit note): it is archived instead.
  'ORDER_HOLDS_MONEY',
  'ORDER_NOT_CANCELLED',
  // Archiving an order still on its way (not delivered, cancelled or returned).
  'ORDER_NOT_CLOSED',
  // Putting goods back in stock before the order is marked returned.
  'ORDER_NOT_RETURNED',
  'ORDER_TOO_LARGE',
  'OUT_OF_STOCK',
  // Paying online at checkout in a shop that takes cash on delivery only (no Razorpay keys, not a demo).
  'ONLINE_PAYMENT_UNAVAILABLE',
  // Recording cash (cash collected, a mark at the door) on an order paid online.
  'PAID_ONLINE',
  // Paying online for an order that is not waiting for a payment (paid, cancelled, cash on delivery).
  'PAYMENT_NOT_PENDING',
  // The payment provider could not be reached or refused the request (502).
  'PAYMENT_PROVIDER_FAILED',
  // A payment callback or webhook whose signature is not the provider's.
  'INVALID_SIGNATURE',
  // A checkout's shown total (or a line's shown price) is not what the order would cost now.
  'PRICE_CHANGED',
  // A PIN code already in another delivery area.
  'PINCODE_TAKEN',
  // Goods the delivery address's area does not receive, or an address no area serves.
  'NOT_DELIVERABLE',
  // A delivery day and slot past its cut-off, full, closed or not of the address's area.
  'SLOT_UNAVAILABLE',
  // An order's items below the least its delivery area takes.
  'BELOW_MINIMUM_ORDER',
  // Cash on delivery in an area that does not take it.
  'COD_NOT_AVAILABLE',
  // A stop mark on an order that is not out for delivery, or a route that is not the caller's.
  'NOT_ON_ROUTE',
  // Areas given to a staff account that does not have the delivery role.
  'NOT_A_DELIVERY_PERSON',
  'RANGE_NOT_SATISFIABLE',
  // A refund of more than is left of an order's online payment.
  'REFUND_TOO_LARGE',
  // A staff member (not an admin) refunding more than the settings' `staffRefundMax` on one order
  // (all staff refunds on it counted together).
  'REFUND_NEEDS_ADMIN',
  // A staff member (not an admin) whose refunds today would pass the settings' `staffRefundDailyMax`.
  'REFUND_DAILY_LIMIT',
  // Returning units of an order that is not (or no longer) delivered.
  'ORDER_NOT_DELIVERED',
  // Returning more units of a line than were sold and not yet returned.
  'RETURN_TOO_LARGE',
  // Staff sign-in: the account has a second factor and the request carried no code.
  'SECOND_FACTOR_REQUIRED',
  'TOO_MANY_NOTIFY_REQUESTS',
  'TOO_MANY_OPEN_ORDERS',
  // An online checkout that would make the customer's orders waiting for payment hold more than the
  // settings' `unpaidHoldMaxUnits` or `unpaidHoldMaxValue` (422).
  'UNPAID_HOLD_LIMIT',
  'WISHLIST_FULL',
] as const;

export const ERROR_CODES = [...COMMON_ERROR_CODES, ...BUSINESS_ERROR_CODES] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The sentences of a problem's `detail` beyond each code's own (a problem answers `detailCode` with
 * one of these, and `params`): the keys of the web's `problems` catalogue besides the codes.
 */
export const DETAIL_CODES = [
  // `notFound('Customer')`: "Customer not found", with `{ thing }`.
  'NOT_FOUND_THING',
  // A 429 or 503 with Retry-After, worded by the web from the header (`{ unit, seconds, minutes }`).
  'RETRY_WAIT',
  'BUSY_RETRY_WAIT',
] as const;
export type DetailCode = (typeof DETAIL_CODES)[number];
