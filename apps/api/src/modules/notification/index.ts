/** Messages to customers about their orders: templates, the outbox, channels and the sending job. */

export { keepCustomerMessagesSending } from './keep-sending.js';
export type { MessageGateway, MessageGateways, OutgoingMessage } from './message-gateway.js';
export { newOrderMessagesParams, newOrderMessagesSql } from './new-order-message.repository.js';
export { newOrderMessages, queueOrderMessages } from './queue-order-message.service.js';
export { MAX_ATTEMPTS, SEND_LEASE_MS, type SendRun, sendDueMessages } from './send-messages.service.js';
export { whatsappCloud, whatsappOutbox } from './whatsapp-gateway.js';
