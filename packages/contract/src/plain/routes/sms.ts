import { route } from '../http';

/** The SMS outbox: what the shop sent or stored. */
export const smsRoutes = {
  listOutboxMessages: route('GET', '/sms/outbox', 'admin', {
    // Admins only: with the demo provider the outbox holds sign-in codes (security issue 13.1).
    summary: 'Messages the shop sent or stored, newest first',
  }),
};
