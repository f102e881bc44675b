/** Staff users: the farm's owner (admin) and helpers (staff), and their second factor. */
export {
  checkSecondFactor,
  type PresentedCode,
  type SecondFactorDeps,
} from './second-factor.service.js';
export { usedStepsOf } from './totp-used-steps.js';
export {
  countStaffUsers,
  findStaffUserByEmail,
  findStaffUserById,
  insertStaffUser,
  toStaffUser,
} from './user.repository.js';
