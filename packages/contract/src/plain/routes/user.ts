import { route } from '../http';

/** Staff accounts. `GET /user` is the signed-in staff member; the rest is admin-only. */
export const userRoutes = {
  getCurrentUser: route('GET', '/user', 'staff', { summary: 'The signed-in staff user' }),
  listUsers: route('GET', '/user/all', 'admin'),
  getUser: route('GET', '/user/:id', 'admin'),
  createUser: route('POST', '/user', 'admin', { errors: ['DUPLICATE_EMAIL'] }),
  updateUser: route('PUT', '/user/:id', 'admin', { errors: ['DUPLICATE_EMAIL', 'LAST_ADMIN'] }),
  deleteUser: route('DELETE', '/user/:id', 'admin', { errors: ['LAST_ADMIN'] }),
};
