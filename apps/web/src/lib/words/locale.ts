import { SHOP_LOCALE } from '@farm/contract/plain/locale';

/**
 * The one place the web app's language is chosen (decision 0049): the catalogue it words codes with
 * (`messages/<LANGUAGE>.json`) and the locale that formats numbers and dates. Every formatter and
 * the problem words read these; the Tamil work makes them the request's.
 */
export const LANGUAGE = 'en';
export const LOCALE = SHOP_LOCALE;
