/**
 * The monthly bill (issue 34.3): a trusted customer's subscription days accrue instead of being
 * debited; a statement per month (JSON and PDF), closed on the 1st with a message and a payment
 * link; payments received in cash, UPI or online, each recorded once.
 */

export { closeLastMonth } from './monthly-bill-close.service.js';
export { keepStatementsClosed } from './monthly-bill-close-job.js';
export { dueAfter, statementOf } from './monthly-bill-statement.service.js';
