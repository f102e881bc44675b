import { route } from '../http';

/** The contact form (the spec's "contact-us", at its legacy path /contact-as) and the staff inbox. */
export const contactRoutes = {
  sendContactMessage: route('POST', '/contact-as', 'public', { summary: 'Send a message to the farm' }),
  listContactMessages: route('GET', '/contact-as/all', 'staff', {
    summary: 'Contact messages, newest first',
  }),
  getContactMessage: route('GET', '/contact-as/:id', 'staff'),
  markContactMessageRead: route('PUT', '/contact-as/:id/read', 'staff', {
    summary: 'Mark a message read or unread',
  }),
  deleteContactMessage: route('DELETE', '/contact-as/:id', 'staff'),
};
