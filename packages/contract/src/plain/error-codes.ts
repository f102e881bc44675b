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
  // 503: the media storage (an S3 bucket) cannot be reached or refused the shop's keys.
  'STORAGE_UNAVAILABLE',
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
  // A wallet debit the balance cannot cover (decision 0054: the wallet never goes negative).
  'WALLET_BALANCE_TOO_LOW',
  // A subscription change whose first day's cut-off has passed (values: the day and the cut-off).
  'SUBSCRIPTION_CUTOFF_PASSED',
  // Subscribing with an address that no own-delivery area serves (a courier area, or none).
  'SUBSCRIPTION_NEEDS_OWN_DELIVERY',
  // Subscribing to a product staff have not marked subscribable.
  'NOT_SUBSCRIBABLE',
  // Deleting an address, or removing a delivery slot or area, that a subscription still uses (409).
  'USED_BY_SUBSCRIPTION',
  // Paying the monthly bill online when nothing is due.
  'NOTHING_DUE',
  // A credit on the monthly bill for a customer who is not on it (their wallet takes credits).
  'NOT_ON_MONTHLY_BILL',
  // A one-off order that would take a product past its daily limit for the delivery day, subscribed
  // quantities counted (issue 34.6); a subscription's own day is never refused by it (409).
  'DAILY_LIMIT_REACHED',
] as const;

export const ERROR_CODES = [...COMMON_ERROR_CODES, ...BUSINESS_ERROR_CODES] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The sentences of a problem's `detail` beyond each code's own (a problem answers `detailCode` with
 * one of these, and `params`): the keys of the web's `problems` catalogue besides the codes.
 */
export const DETAIL_CODES = [
  // A subscription stop whose day was credited back at the door, marked again otherwise (issue 34.5).
  'DOOR_DAY_CREDITED',
  // `notFound('Customer')`: "Customer not found", with `{ thing }`.
  'NOT_FOUND_THING',
  // A 429 or 503 with Retry-After, worded by the web from the header (`{ unit, seconds, minutes }`).
  'RETRY_WAIT',
  'BUSY_RETRY_WAIT',
  // The error handler's: a database refusal, a fault.
  'NOT_ALLOWED',
  'SIGN_IN_TO_CONTINUE',
  'ALREADY_EXISTS',
  'REFERS_TO_OTHER_RECORDS',
  'VALUE_OUT_OF_RANGE',
  'VALUE_CANNOT_BE_STORED',
  'SOMETHING_WENT_WRONG',
  // The API's own sentences (`AppError#worded`), one key each, as the catalogue's `problems` has them.
  'CUSTOMER_CAN_KEEP_MOST_MAX',
  'ADDRESS_CANNOT_MOVE_ANOTHER_CUSTOMER',
  'DEFAULT_ADDRESS_MAKE_ANOTHER_ADDRESS',
  'NO_SESSION_REFRESH',
  'SESSION_HAS_ENDED_PLEASE_SIGN',
  'WRONG_E_MAIL_PASSWORD',
  'ENTER_CODE_FROM_AUTHENTICATOR_APP',
  'CODE_WRONG_ALREADY_USED',
  'BLOG_CATEGORY_NAME_ALREADY_EXISTS',
  'UNKNOWN_BLOG_CATEGORY',
  'CART_HOLDS_MOST_MAX_CART',
  'CATEGORY_NAME_ALREADY_EXISTS',
  'COUPON_MUST_END_AFTER_STARTS',
  'CODE_WRONG_HAS_EXPIRED',
  'ENTER_CODE_SENT_NUMBER_CLOSE',
  'ACCOUNT_CLOSED',
  'MOBILE_NUMBER_ALREADY_REGISTERED',
  'CURRENT_PASSWORD_WRONG',
  'ENTER_CODE_SENT_NEW_NUMBER',
  'ALREADY_NUMBER',
  'WRONG_MOBILE_NUMBER_PASSWORD',
  'WRONG_MOBILE_NUMBER_CODE_CODE',
  'ONLY_STAFF_CAN_CHANGE',
  'ANOTHER_DELIVERY_AREA_HAS_NAME',
  'PIN_CODE_AREA_JUST_GIVEN',
  'NO_SUCH_CATEGORY',
  'DAY_HAS_PASSED',
  'NO_SUCH_DELIVERY_AREA',
  'DAY_ALREADY_CLOSED',
  'ONLY_STAFF_ACCOUNT_DELIVERY_ROLE',
  'THERE_NO_DELIVERY_AREA_UNKNOWN',
  'ROUTE_NOT_ONE_YOURS',
  'NAME_EACH_STOP_ONCE',
  'ORDER_STRANGER_NOT_ROUTE',
  'PUT_EVERY_STOP_ROUTE_ORDER',
  'FILE_NOT_SUPPORTED_IMAGE_JPEG',
  'IMAGE_WIDTH_HEIGHT_PIXELS_LIMIT',
  'ONLY_PICTURES_CAN_RESIZED',
  'REQUESTED_RANGE_OUTSIDE_FILE',
  'STORAGE_UNAVAILABLE_TRY_AGAIN',
  'FILE_EMPTY',
  'SEND_FILE_MULTIPART_FIELD_FILE',
  'NAME_STOCK_CAN_ADD_CART',
  'CAN_WAIT_MOST_MAX_WAITING',
  'OFFER_MUST_END_AFTER_STARTS',
  'ACCOUNT_DISABLED',
  'ADDRESS_NOT_FOUND',
  'VERIFY_MOBILE_NUMBER_PLACE_ORDER',
  'IDEMPOTENCY_KEY_USED_DIFFERENT_CHECKOUT',
  'CHECKOUT_STILL_BEING_PLACED_TRY',
  'CUSTOMER_NOT_FOUND',
  'ADDRESS_BELONGS_ANOTHER_CUSTOMER',
  'ORDER_MAY_TOTAL_MOST_SPLIT',
  'ORDER_CHECKOUT_PLACED_NO_LONGER',
  'PRICES_CHANGED_SINCE_OPENED_CART',
  'PRODUCT_NOT_FOUND',
  'SOME_PRODUCTS_NOT_AVAILABLE_QUANTITY',
  'ONLY_CANCELLED_ORDER_CAN_DELETED',
  'ONLY_DELIVERED_CANCELLED_RETURNED_ORDER',
  'CASH_ORDER_ALREADY_RECORDED',
  'STOP_NOT_ROUTES',
  'ONLY_RETURNED_ORDER_S_GOODS',
  'LINE_ALREADY_BACK_STOCK_CANNOT',
  'ONLY_DELIVERED_ORDER_S_ITEMS',
  'NOT_ORDER',
  'CUSTOMERS_MAY_ONLY_CANCEL_ORDER',
  'ORDER_STATUS_CAN_NO_LONGER',
  'WEBHOOK_BODY_JSON_EVENT',
  'IDEMPOTENCY_KEY_USED_DIFFERENT_REFUND',
  'NOTHING_PAID_ONLINE_LEFT_REFUND',
  'RAZORPAY_DID_NOT_TAKE_REFUND',
  'PAYMENT_SERVICE_DID_NOT_ANSWER',
  'INVALID_MRP',
  'UNKNOWN_CATEGORY',
  'PRODUCT_CODE_ALREADY_EXISTS',
  'HAVE_ALREADY_REVIEWED_PRODUCT_EDIT',
  'STAFF_MAY_HIDE_SHOW_REVIEW',
  'NOT_REVIEW',
  'ONLY_STAFF_MAY_HIDE_REVIEW',
  'SECOND_FACTOR_ALREADY_TURN_OFF',
  'SECOND_FACTOR_ALREADY',
  'START_SET_UP_FIRST',
  'SET_UP_CHANGED_MEANWHILE_START',
  'SECOND_FACTOR_NOT',
  'PASSWORD_WRONG',
  'TURN_OWN_SECOND_FACTOR_OFF',
  'STAFF_USER_E_MAIL_ALREADY',
  'ENTER_CURRENT_PASSWORD_CHOOSE_NEW',
  'WISHLIST_HOLDS_MOST_MAX_WISHLIST',
  'STAFF_ONLY',
  'ADMINS_ONLY',
  'CUSTOMERS_ONLY',
  'NOT_ACCOUNT',
  'STAFF_MUST_NAME_CUSTOMER',
  'INVALID_NAME',
  // The problem says what its first field error says: the reader words that field's code (no
  // sentence of its own in the catalogue).
  'FIELD_SENTENCE',
  'REQUEST_ADDRESS_NOT_VALID',
  'BODY_NOT_VALID_JSON',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_CONTENT_TYPE',
  'BLOG_CATEGORY_STILL_HAS',
  'NAME_OUT_OF_STOCK',
  'ONLY_LEFT_OF_NAME_IN_STOCK',
  'COUPON_CODE_EXISTS',
  'INVALID_FIELDS',
  'CLOSE_ONCE_ORDERS_DONE',
  'ERASE_ONCE_ORDERS_DONE',
  'PINCODES_ALREADY_BELONG',
  'HSN_ALREADY_HAS_RATE_FROM',
  'FILE_LARGER_THAN_LIMIT',
  'ORDERS_ON_THEIR_WAY',
  'COD_UP_TO_CEILING',
  'UNPAID_HOLD_UNITS',
  'UNPAID_HOLD_VALUE',
  'PAYMENT_CASH_ON_DELIVERY_ONLY',
  'CASH_NOT_ASKED_OF_ONLINE_ORDER',
  'AMOUNT_AT_MOST_ORDER_TOTAL',
  'ORDER_IS_NO_CASH_TO_COLLECT',
  'ORDER_NOT_OUT_FOR_DELIVERY',
  'MONEY_ONLY_WITH_DELIVERED',
  'LINE_NOTHING_LEFT_TO_RETURN',
  'LINE_CAN_RETURN_AT_MOST',
  'ORDER_CANNOT_BECOME',
  'WEBHOOK_SIGNATURE_NOT_RAZORPAYS',
  'REFUND_ABOVE_DAILY_LIMIT',
  'REFUND_IS_FOR_ADMIN',
  'REFUND_AT_MOST_LEFT',
  'ORDER_IS_CASH_ON_DELIVERY',
  'ORDER_CANCELLED_NOTHING_TO_PAY',
  'ORDER_PAID_ALREADY',
  'ROWS_INVALID_NOTHING_CHANGED',
  'YOU_ONLY_ADMIN',
  'SHOP_NEEDS_ONE_ADMIN',
  // Goods an area does not receive, and those it does: `{ refused, accepted }` are lists of names.
  'NOT_TRAVELLING_TO_PINCODE',
  // What a cancelled order holds: each of `payments`, `paymentAttempts`, `refunds`, `invoices` is
  // `first`, `next` (said after another, with a comma) or `no`.
  'ORDER_HOLDS_MONEY_ARCHIVE_INSTEAD',
  // Subscriptions and the wallet (decision 0054).
  'WALLET_BALANCE_TOO_LOW_FOR_AMOUNT',
  'IDEMPOTENCY_KEY_USED_DIFFERENT_MONEY_EVENT',
  'SUBSCRIPTION_CHANGES_CLOSED_AT_CUTOFF',
  'SUBSCRIPTIONS_OWN_DELIVERY_ONLY',
  'PRODUCT_NOT_SUBSCRIBABLE',
  'SUBSCRIPTION_DAY_TOO_FAR',
  'ADDRESS_USED_BY_SUBSCRIPTION',
  'SLOTS_USED_BY_SUBSCRIPTIONS',
  'SUBSCRIPTION_NOT_FOUND',
  'SKIP_LINK_NOT_FOUND',
  'TOP_UP_NOT_FOUND',
  // The monthly bill (issue 34.3).
  'BILL_NOTHING_DUE',
  'BILL_CREDIT_NEEDS_MONTHLY_BILL',
  // `{ name, left, day }`: how many of the product one-off orders may still take that day.
  'DAILY_LIMIT_LEFT_FOR_DAY',
] as const;
export type DetailCode = (typeof DETAIL_CODES)[number];
