// Every `code` a field error of a problem answer may carry (`errors: [{ field, code, params, message }]`).
// The API's English `message` stays for API clients and logs; the web words a field error from its
// catalogue (`apps/web/messages/<locale>.json`, namespace `fields`) by this code and the `params`
// (decision 0049). One code is one sentence: two sentences that differ in words have two codes.

/** zod's issue codes: a value the request's schema refused (400 VALIDATION_FAILED). */
export const SCHEMA_FIELD_CODES = [
  'invalid_type',
  'too_big',
  'too_small',
  'invalid_format',
  'not_multiple_of',
  'invalid_value',
  'unrecognized_keys',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'custom',
  // A schema's own sentence (a refinement's or a limit's own message), not yet given a code of its
  // own: it travels as the value `text` and is shown as it is (English until it gets a code).
  'SCHEMA_SENTENCE',
] as const;

/** The API's own refusals of one field, by business rule. */
export const RULE_FIELD_CODES = [
  // The field must be given (a code, a file, the current password).
  'REQUIRED',
  'REQUIRED_TO_CLOSE_ACCOUNT',
  'REQUIRED_FOR_OWN_PASSWORD',
  'NUL_CHARACTER',
  'UNKNOWN_FIELD',
  'IN_USE',
  'ALREADY_REGISTERED',
  'IS_CURRENT_NUMBER',
  'WRONG',
  'WRONG_OR_EXPIRED',
  'WRONG_OR_USED',
  'CODE_USED_ASK_NEW',
  'CUSTOMER_CANNOT_CHANGE',
  'OPEN_ORDER',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_HAS_PERSONAL_WORDS',
  'PASSWORD_COMMON',
  'PASSWORD_PATTERN',
  'PASSWORD_DATES',
  'PASSWORD_EASY',
  'PASSWORD_UNCHANGED',
  'GST_RATE_DAY_TAKEN',
  'NOT_SERVED',
  'NOT_DELIVERED_HERE',
  'BELOW_MINIMUM_ORDER',
  'COD_NOT_AVAILABLE',
  'SLOTS_ALL_TAKEN',
  'SLOT_NOT_AT_PINCODE',
  'DAY_OUT_OF_RANGE',
  'SLOT_CLOSED',
  'DAY_CLOSED',
  'SLOT_FULL',
  'AREA_NAME_TAKEN',
  'PINCODE_NOW_TAKEN',
  'PINCODE_TAKEN',
  'NO_CATEGORY',
  'NO_CATEGORY_WITH_ID',
  'NO_CATEGORY_HAS_ID',
  'NO_PRODUCT_HAS_ID',
  'NO_SUCH_PRODUCT',
  'NO_SUCH_AREA',
  'NO_SUCH_CUSTOMER',
  'NO_SUCH_ADDRESS',
  'NO_BLOG_CATEGORY',
  'DAY_PASSED',
  'DAY_ALREADY_CLOSED',
  'ALREADY_REVIEWED',
  'FILE_EMPTY',
  'ONLY_PICTURES_RESIZE',
  'ORDER_IS',
  'IS_STATUS',
  'CANNOT_CANCEL_STATUS',
  'NEXT_STATUSES',
  'ALREADY_RESTOCKED',
  'NOTHING_LEFT_TO_RETURN',
  'RETURN_AT_MOST',
  'CASH_ONLY_DELIVERED',
  'CASH_PAID_ONLINE',
  'CASH_ABOVE_TOTAL',
  'REFUND_ABOVE_LEFT',
  'REFUND_DAILY_LIMIT',
  'REFUND_NEEDS_ADMIN',
  'ROLE_NOT_DELIVERY',
  'NO_DELIVERY_AREA',
  'STOP_NAMED_TWICE',
  'ORDER_NOT_ON_ROUTE',
  'STOPS_COUNT',
  'COUPON_UNKNOWN',
  'COUPON_CART_EMPTY',
  'COUPON_INACTIVE',
  'COUPON_NOT_STARTED',
  'COUPON_ENDED',
  'COUPON_USED_UP',
  'COUPON_USED_ALREADY',
  'COUPON_USED_TIMES',
  'COUPON_FIRST_ORDER_ONLY',
  'COUPON_MINIMUM',
  'AT_MOST_STOCK',
  'OUT_OF_STOCK',
  'OUT_OF_STOCK_ONLY',
  'NOT_AVAILABLE',
  'ONLINE_PAYMENT_UNAVAILABLE',
  'NOT_CUSTOMERS_ADDRESS',
  'AFTER_START',
  'CODE_TAKEN',
  'MRP_BELOW_PRICE',
  'NOT_ADDRESS_OWNER',
  'PINCODE_STATE_MISMATCH',
  'PINCODE_NO_STATE',
  'TARGET_CATEGORY_MISSING',
  'TARGET_PRODUCT_MISSING',
  'DISCOUNT_BOTH',
  'DISCOUNT_NEITHER',
  'CAP_WITHOUT_PERCENT',
  'ID_OR_CODE',
  'SAME_PRODUCT_AS_ROW',
] as const;

/** A schema's own sentence, by its code (`plain/schema-sentences.ts` says which sentence is which). */
export const SCHEMA_SENTENCE_FIELD_CODES = [
  'LAST_DAY_BEFORE_FIRST',
  'SIX_DIGIT_PIN_CODE',
  'FSSAI_FOURTEEN_DIGITS',
  'AT_LEAST_ONE_RUPEE_OR_EMPTY',
  'PRODUCT_CODE_CHARACTERS',
  'STOCK_NOT_NEGATIVE',
  'STOCK_AT_MOST',
  'AT_LEAST_THE_PRICE',
  'CHOOSE_A_CATEGORY',
  'NAME_A_PRODUCT',
  'PERCENT_OR_AMOUNT_NOT_BOTH',
  'PERCENT_OR_AMOUNT',
  'CAP_WITH_PERCENT',
  'AFTER_THE_START',
  'SIX_DIGIT_CODE',
  'AUTHENTICATOR_SIX_DIGITS',
  'END_AFTER_START',
  'AT_LEAST_ONE_PIN_CODE',
  'COURIER_AREA_NO_SLOTS',
  'COURIER_AREA_NEEDS_DAYS',
  'AT_LEAST_FEWEST_DAYS',
  'OWN_DELIVERY_NEEDS_SLOT',
  'APPEARS_MORE_THAN_ONCE',
  'SAVED_OR_NEW_ADDRESS',
  'CHOOSE_A_LINE',
  'HTTPS_URL',
  'INDIAN_STATE',
  'UPI_REFERENCE',
  'CASH_OR_UPI_NOT_BOTH',
  'CHOOSE_DELIVERY_DAY',
] as const;

export const FIELD_ERROR_CODES = [
  ...SCHEMA_FIELD_CODES,
  ...RULE_FIELD_CODES,
  ...SCHEMA_SENTENCE_FIELD_CODES,
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/**
 * The values a sentence is worded with: names, counts, ids, statuses. Money is integer paise under
 * a name ending in `Paise`, a day is `YYYY-MM-DD` under a name ending in `Day`, a list of names is
 * an array (`Ghee and Curd`, said as the reader's language says lists); the reader formats them.
 */
export type WordParams = Readonly<Record<string, string | number | string[]>>;

/** A sentence as a code and values, with its English for API clients and logs. */
export type Worded = { code: FieldErrorCode; params?: WordParams; message: string };

/** One field's refusal, as a problem answer lists it. */
export type FieldProblem = Worded & { field: string };
