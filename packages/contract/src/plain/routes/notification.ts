import { route } from '../http';

/** Messages to customers about their orders (SMS, WhatsApp), and the customer's choices. */
export const notificationRoutes = {
  getMessagePreferences: route('GET', '/customer/message-preferences', 'customer', {
    summary: "The signed-in customer's message choices: WhatsApp (opt-in) and non-essential order updates",
  }),
  updateMessagePreferences: route('PUT', '/customer/message-preferences', 'customer', {
    summary:
      'Change them; service messages (placed, out for delivery, cancelled, refund) are sent regardless',
  }),
  listOrderMessages: route('GET', '/orders/:id/messages', 'staff', {
    summary: "Staff: an order's messages to its customer, on each channel, with every sending attempt",
  }),
  listWhatsappOutbox: route('GET', '/whatsapp/outbox', 'admin', {
    summary: 'WhatsApp messages the shop sent or (demo) only stored, newest first',
  }),
};
