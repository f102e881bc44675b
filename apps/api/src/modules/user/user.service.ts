import type {
  PageQuery,
  StaffLanguage,
  StaffPasswordChange,
  StaffUserCreate,
  StaffUserUpdate,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/paging.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { assertPasswordAllowed, assertPasswordChanged } from '../../lib/password-policy.js';
import { endAllSessions } from '../auth/index.js';
import {
  countActiveAdmins,
  deleteStaffUser,
  findStaffUserByEmail,
  findStaffUserById,
  insertStaffUser,
  listStaffUsers,
  toStaffUser,
  updateStaffUser,
} from './user.repository.js';

export async function getStaffUser(db: Db, id: number) {
  const row = await findStaffUserById(db, id);
  if (!row) throw notFound('User');
  return toStaffUser(row);
}

export async function listUsers(db: Db, page: PageQuery) {
  const { rows, total } = await listStaffUsers(db, page);
  return { items: rows.map(toStaffUser), page: pageInfo(page, total) };
}

export async function createUser(db: Db, input: StaffUserCreate) {
  if (await findStaffUserByEmail(db, input.email)) {
    throw conflict('DUPLICATE_EMAIL', 'A staff user with this e-mail already exists', [
      { field: 'email', code: 'IN_USE', message: 'is already in use' },
    ]).worded({}, 'STAFF_USER_E_MAIL_ALREADY');
  }
  const { password, ...rest } = input;
  assertPasswordAllowed('password', password, { kind: 'staff', name: input.name, email: input.email });
  const row = await insertStaffUser(db, { ...rest, passwordHash: await hashPassword(password) });
  return toStaffUser(row);
}

export async function updateUser(db: Db, id: number, input: StaffUserUpdate, actingUserId: number) {
  const current = await findStaffUserById(db, id);
  if (!current) throw notFound('User');
  if (input.password) await assertNewPassword(current, input.password, input, id === actingUserId);
  if (input.email && input.email !== current.email.toLowerCase()) {
    const other = await findStaffUserByEmail(db, input.email);
    if (other && other.id !== id) {
      throw conflict('DUPLICATE_EMAIL', 'A staff user with this e-mail already exists', [
        { field: 'email', code: 'IN_USE', message: 'is already in use' },
      ]).worded({}, 'STAFF_USER_E_MAIL_ALREADY');
    }
  }
  // Only an active admin counts: demoting or deactivating one who is already deactivated loses nobody.
  const losesAdmin =
    current.role === 'admin' && current.active && (input.role !== 'admin' || input.active === false);
  if (losesAdmin) await assertAnotherAdmin(db, id === actingUserId);
  const { password, currentPassword: _, ...rest } = input;
  const row = await updateStaffUser(db, id, {
    ...rest,
    ...(password ? { passwordHash: await hashPassword(password) } : {}),
  });
  if (!row) throw notFound('User');
  if (password || input.active === false || input.role) await endAllSessions(db, 'staff', id);
  return toStaffUser(row);
}

/** A staff member's own language: nothing else of the account changes, no session ends. */
export async function changeOwnLanguage(db: Db, id: number, input: StaffLanguage) {
  const row = await updateStaffUser(db, id, { locale: input.locale });
  if (!row) throw notFound('User');
  return toStaffUser(row);
}

/** A staff member's own password: the current one is checked, then every session of theirs ends. */
export function changeOwnPassword(db: Db, id: number, input: StaffPasswordChange) {
  return updateUser(db, id, input, id);
}

export async function deleteUser(db: Db, id: number, actingUserId: number) {
  const current = await findStaffUserById(db, id);
  if (!current) throw notFound('User');
  if (current.role === 'admin' && current.active) await assertAnotherAdmin(db, id === actingUserId);
  await endAllSessions(db, 'staff', id);
  await deleteStaffUser(db, id);
}

/**
 * A new password must pass the staff policy. Staff setting their own must also give the current
 * one (a session left open is not the account) and change it; an admin setting someone else's
 * does not know theirs.
 */
async function assertNewPassword(
  current: { name: string; email: string; passwordHash: string },
  password: string,
  input: StaffUserUpdate,
  isSelf: boolean,
) {
  const owner = {
    kind: 'staff',
    name: input.name ?? current.name,
    email: input.email ?? current.email,
  } as const;
  assertPasswordAllowed('password', password, owner);
  if (!isSelf) return;
  if (!input.currentPassword) {
    throw badRequest('Enter your current password to choose a new one', [
      {
        field: 'currentPassword',
        code: 'REQUIRED_FOR_OWN_PASSWORD',
        message: 'is required to change your own password',
      },
    ]).worded({}, 'ENTER_CURRENT_PASSWORD_CHOOSE_NEW');
  }
  if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
    throw badRequest('The current password is wrong', [
      { field: 'currentPassword', code: 'WRONG', message: 'is wrong' },
    ]).worded({}, 'CURRENT_PASSWORD_WRONG');
  }
  assertPasswordChanged('password', input.currentPassword, password);
}

/** The shop must always keep one active admin, or nobody could manage staff and settings. */
async function assertAnotherAdmin(db: Db, isSelf: boolean) {
  if ((await countActiveAdmins(db)) <= 1) {
    throw new AppError(
      409,
      'LAST_ADMIN',
      isSelf ? 'You are the only admin; make someone else admin first' : 'The shop needs at least one admin',
    ).worded({}, isSelf ? 'YOU_ONLY_ADMIN' : 'SHOP_NEEDS_ONE_ADMIN');
  }
}
