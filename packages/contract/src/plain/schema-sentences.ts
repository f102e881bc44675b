import type { FieldErrorCode } from './field-codes';
import { GSTIN_HINT } from './gst';

/**
 * The contract's schemas' own sentences (a refinement's or a limit's message) and the field code
 * each travels as (decision 0049): `schemaWords` answers the code, the web words it from its
 * catalogue. A sentence not here travels as SCHEMA_SENTENCE with its text, shown as it is.
 */
export const SCHEMA_SENTENCE_CODES: Readonly<Record<string, FieldErrorCode>> = {
  'The last day must not be before the first day': 'LAST_DAY_BEFORE_FIRST',
  'is required to change your own password': 'REQUIRED_FOR_OWN_PASSWORD',
  'must be a 6-digit PIN code': 'SIX_DIGIT_PIN_CODE',
  'Enter the 14 digits of the FSSAI licence or registration': 'FSSAI_FOURTEEN_DIGITS',
  'Enter at least ₹1, or leave it empty for no limit': 'AT_LEAST_ONE_RUPEE_OR_EMPTY',
  'must use only letters, digits, dot, dash and underscore': 'PRODUCT_CODE_CHARACTERS',
  'Stock cannot be negative': 'STOCK_NOT_NEGATIVE',
  'Stock can be at most 10,00,000': 'STOCK_AT_MOST',
  'must be at least the price': 'AT_LEAST_THE_PRICE',
  'Choose at least one category': 'CHOOSE_A_CATEGORY',
  'Name at least one product': 'NAME_A_PRODUCT',
  'Give a percentage or an amount off, not both': 'PERCENT_OR_AMOUNT_NOT_BOTH',
  'Give a percentage or an amount off': 'PERCENT_OR_AMOUNT',
  'A cap goes with a percentage off': 'CAP_WITH_PERCENT',
  'must be after the start': 'AFTER_THE_START',
  'must be the 6-digit code': 'SIX_DIGIT_CODE',
  'must be the 6 digits your authenticator app shows': 'AUTHENTICATOR_SIX_DIGITS',
  'must end after it starts': 'END_AFTER_START',
  'must list at least one PIN code': 'AT_LEAST_ONE_PIN_CODE',
  'a courier area has no slots': 'COURIER_AREA_NO_SLOTS',
  'a courier area needs its delivery days, e.g. 2 to 4': 'COURIER_AREA_NEEDS_DAYS',
  'must be at least the fewest days': 'AT_LEAST_FEWEST_DAYS',
  'an own-delivery area needs a slot': 'OWN_DELIVERY_NEEDS_SLOT',
  'appears more than once': 'APPEARS_MORE_THAN_ONCE',
  'must be a saved address or a new one, one of the two': 'SAVED_OR_NEW_ADDRESS',
  'Choose at least one line': 'CHOOSE_A_LINE',
  'must be an https URL': 'HTTPS_URL',
  'must be one of the states or union territories of India': 'INDIAN_STATE',
  'Enter the UPI reference (6 to 35 letters or digits)': 'UPI_REFERENCE',
  'Record cash or UPI, not both': 'CASH_OR_UPI_NOT_BOTH',
  'Choose a delivery day': 'CHOOSE_DELIVERY_DAY',
  'Choose a day from 2000 to 2099': 'DAY_FROM_2000_TO_2099',
  'Choose a month from 2000 to 2099': 'MONTH_FROM_2000_TO_2099',
  'Choose at least one weekday': 'CHOOSE_A_WEEKDAY',
  'Enter a month, e.g. 2026-04': 'MONTH_EXAMPLE',
  'Enter the day, e.g. 2026-01-15': 'THE_DAY_EXAMPLE',
  'Enter a price between ₹0.01 and ₹10,00,000': 'PRICE_RANGE',
  'Enter a price in whole paise': 'PRICE_WHOLE_PAISE',
  'Enter the date the rate starts, e.g. 2025-09-22': 'RATE_START_DAY',
  'Enter the stock as a whole number': 'STOCK_WHOLE_NUMBER',
  'Give a quantity for at least one weekday': 'QUANTITY_FOR_A_WEEKDAY',
  'Give a quantity': 'GIVE_A_QUANTITY',
  'Name each product once': 'EACH_PRODUCT_ONCE',
  'Use 1 to 3 letters or digits, e.g. AGF': 'INVOICE_PREFIX_CHARACTERS',
  'Use 3 to 20 letters, digits, - or _': 'COUPON_CODE_CHARACTERS',
  'Use at most two decimals, e.g. 5 or 0.25': 'AT_MOST_TWO_DECIMALS',
  'Use the 4, 6 or 8 digits of the HSN code, e.g. 0405': 'HSN_CODE_DIGITS',
  'must be a 10-digit Indian mobile number': 'TEN_DIGIT_MOBILE',
  'must be a 10-digit Indian phone number': 'TEN_DIGIT_PHONE',
  'must be a PIN code or its first digits, e.g. 642001 or 641': 'PIN_CODE_OR_FIRST_DIGITS',
  'must be a network name such as instagram': 'NETWORK_NAME',
  'must be a time such as 05:00 or 21:30': 'TIME_OF_DAY',
  'must be an http(s) URL or a path starting with /': 'URL_OR_PATH',
  'must be at most 20 links': 'AT_MOST_TWENTY_LINKS',
  'must not be empty': 'NOT_EMPTY',
  [`Check the GSTIN. ${GSTIN_HINT}`]: 'CHECK_THE_GSTIN',
};

/**
 * The schemas' sentences that carry a value (a limit, an example day): the code and the name each
 * captured value travels under, so the web words them in every language.
 */
export const SCHEMA_SENTENCE_PATTERNS: readonly {
  pattern: RegExp;
  code: FieldErrorCode;
  value: string;
  /** The value travels as a number (a limit), not as the digits it was written with (a PIN code). */
  counted?: boolean;
}[] = [
  {
    pattern: /^must be at least (\d+) characters$/,
    code: 'AT_LEAST_CHARACTERS',
    value: 'minimum',
    counted: true,
  },
  { pattern: /^Enter a day, e\.g\. (\d{4}-\d{2}-\d{2})$/, code: 'DAY_EXAMPLE', value: 'example' },
  {
    pattern: /^Choose at most (\d+) days: a report covers a year at most$/,
    code: 'AT_MOST_REPORT_DAYS',
    value: 'maximum',
    counted: true,
  },
  { pattern: /^(\d+) is listed twice$/, code: 'LISTED_TWICE', value: 'pincode' },
];
