import { route } from '../http';

/** Staff accounts. `GET /user` is the signed-in staff member; the rest is admin-only. */
export const userRoutes = {
  getCurrentUser: route('GET', '/user', 'delivery', { summary: 'The signed-in staff user' }),
  listUsers: route('GET', '/user/all', 'admin'),
  getUser: route('GET', '/user/:id', 'admin'),
  createUser: route('POST', '/user', 'admin', { errors: ['DUPLICATE_EMAIL'] }),
  updateUser: route('PUT', '/user/:id', 'admin', { errors: ['DUPLICATE_EMAIL', 'LAST_ADMIN'] }),
  deleteUser: route('DELETE', '/user/:id', 'admin', { errors: ['LAST_ADMIN'] }),
  changeOwnPassword: route('PUT', '/user/password', 'delivery', {
    summary: "The signed-in staff member's own password: needs the current one; signs them out everywhere",
  }),
  changeOwnLanguage: route('PUT', '/user/language', 'delivery', {
    summary: "The signed-in staff member's own language: their screens and the papers they print",
  }),
  // The signed-in staff member's own second factor (an authenticator app, TOTP).
  startSecondFactor: route('POST', '/user/second-factor/setup', 'delivery', {
    summary: 'Start setting up an authenticator app: a new secret, shown only until confirmed',
    errors: ['CONFLICT'],
  }),
  confirmSecondFactor: route('POST', '/user/second-factor/confirm', 'delivery', {
    summary: 'Confirm the set-up with a code from the app; answers the recovery codes, once',
    errors: ['CONFLICT', 'INVALID_SECOND_FACTOR'],
  }),
  disableSecondFactor: route('POST', '/user/second-factor/disable', 'delivery', {
    summary: 'Turn the second factor off (password and a code)',
    errors: ['CONFLICT', 'INVALID_SECOND_FACTOR'],
  }),
  renewRecoveryCodes: route('POST', '/user/second-factor/recovery-codes', 'delivery', {
    summary: 'New recovery codes for a code; the old ones stop working',
    errors: ['CONFLICT', 'INVALID_SECOND_FACTOR'],
  }),
  removeSecondFactor: route('DELETE', '/user/:id/second-factor', 'admin', {
    summary: "Remove another staff member's second factor (a lost phone); signs them out everywhere",
  }),
};
