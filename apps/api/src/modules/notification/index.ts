/**
 * Every message to a customer (orders, back in stock, one-time codes): templates, the outbox, channels
 * and the sending job. The one way a text leaves the shop (decision 0046).
 */

export { keepCustomerMessagesSending } from './keep-sending.js';
export { messageBacklog } from './message-backlog.repository.js';
export type { MessageGateway, MessageGateways, OutgoingMessage } from './message-gateway.js';
export { fitted, MESSAGE_TEMPLATES } from './message-templates.js';
export { newOrderMessagesParams, newOrderMessagesSql } from './new-order-message.repository.js';
export {
  type CustomerMessageInput,
  queueCustomerMessage,
} from './queue-customer-message.service.js';
export { newOrderMessages, queueOrderMessages } from './queue-order-message.service.js';
export { renderMessage, shownBody } from './render-message.js';
export {
  MAX_ATTEMPTS,
  SEND_LEASE_MS,
  type SendRun,
  sendDueMessages,
  sendMessagesNow,
} from './send-messages.service.js';
export { whatsappCloud, whatsappOutbox } from './whatsapp-gateway.js';
