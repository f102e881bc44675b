/**
 * Indian mobile numbers in a text (ten digits, the first 6 to 9, with or without +91, 91 or a URL's %2B91, a
 * space or a hyphen after the fifth digit) with all but the last four digits hidden: `+91******3210`. Not a
 * number inside a longer run of letters or digits (a request id, a timestamp, a hash).
 * The web server masks its log lines the same way (apps/web/api-proxy.mjs).
 */
const MOBILE_NUMBER = /(?<![0-9A-Za-z])((?:\+|%2B)?91[ -]?)?[6-9]\d{4}[ -]?\d(\d{4})(?![0-9A-Za-z])/g;

export function maskMobileNumbers(text: string): string {
  return text.replace(
    MOBILE_NUMBER,
    (_number, prefix: string | undefined, last: string) => `${prefix ? '+91' : ''}******${last}`,
  );
}
