import { route } from '../http';

/** The SMS outbox: what the shop sent or stored. */
export const smsRoutes = {
  listOutboxMessages: route('GET', '/sms/outbox', 'staff', {
    summary: 'Messages the shop sent or stored, newest first',
  }),
};
