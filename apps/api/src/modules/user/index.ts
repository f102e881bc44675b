/** Staff users: the farm's owner (admin) and helpers (staff). */
export {
  countStaffUsers,
  findStaffUserByEmail,
  findStaffUserById,
  insertStaffUser,
  toStaffUser,
} from './user.repository.js';
