/** Text messages: the outbox every SMS goes through. */
export { insertSmsMessage, markSmsFailed, markSmsSent } from './sms.repository.js';
