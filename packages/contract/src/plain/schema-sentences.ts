import type { FieldErrorCode } from './field-codes';

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
};
