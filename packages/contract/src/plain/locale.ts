/**
 * The locale that formats numbers, money and dates where no reader's language is known yet: the
 * API's PDFs, the SMS values and the contract's own sentences (decision 0049). One place, so the
 * Tamil work turns it into the customer's or request's locale without a hunt.
 */
export const SHOP_LOCALE = 'en-IN';
