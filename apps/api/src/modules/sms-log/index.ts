/**
 * The SMS log: every text that leaves through the gateway (`app.sms`), and where it stays with the
 * `outbox` provider; staff read it at GET /sms/outbox. Customer messages' own outbox, the one that
 * decides what to send, is notification/'s `customer_messages` (decision 0046).
 */
export { insertSmsMessage, markSmsFailed, markSmsSent } from './sms-log.repository.js';
