import {
  ACCOUNT_CLOSING_GRACE_DAYS,
  type AccountClosed,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '@farm/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, conflict, notFound, unauthorized } from '../../lib/app-error.js';
import { endAllSessions } from '../auth/index.js';
import { consumeOtp } from '../otp/index.js';
import { type CustomerRow, findCustomerById } from './customer.repository.js';
import { findOpenOrders, markClosed, reopenAccount } from './customer-closure.repository.js';

const GRACE_MS = ACCOUNT_CLOSING_GRACE_DAYS * 24 * 60 * 60 * 1000;

/** Accounts closed before this moment can no longer be re-opened: they are due for erasure. */
export function graceCutoff(now: number = Date.now()): Date {
  return new Date(now - GRACE_MS);
}

/** Whether the customer closed the account and the grace period is over (sign-in is refused). */
export function closureLapsed(customer: Pick<CustomerRow, 'closedAt'>, now: number = Date.now()): boolean {
  return customer.closedAt !== null && customer.closedAt.getTime() <= graceCutoff(now).getTime();
}

/**
 * 409 naming the orders still under way, e.g. "#12 is Shipped", after what the person may do
 * (`then`: close the account, or erase it).
 */
export function openOrdersError(open: { id: number; status: OrderStatus }[], then: 'CLOSE' | 'ERASE') {
  const message =
    then === 'CLOSE'
      ? 'Your account can be closed once your orders have arrived or been cancelled.'
      : 'Erase once the orders have been delivered or cancelled.';
  const orders = open.map((o) => `#${o.id}`).join(', ');
  return conflict(
    'OPEN_ORDERS',
    `${message} Orders not yet delivered or cancelled: ${orders}.`,
    open.map((o) => ({
      field: 'orders',
      code: 'OPEN_ORDER',
      params: { orderId: o.id, status: o.status },
      message: `#${o.id} is ${ORDER_STATUS_LABELS[o.status]}`,
    })),
  ).worded({ orders }, then === 'CLOSE' ? 'CLOSE_ONCE_ORDERS_DONE' : 'ERASE_ONCE_ORDERS_DONE');
}

/** 400, not 401: the caller is signed in, and a 401 would read as "session expired". */
const wrongCode = () =>
  new AppError(400, 'INVALID_OTP', 'The code is wrong or has expired', [
    { field: 'otp', code: 'WRONG_OR_EXPIRED', message: 'is wrong or has expired' },
  ]).worded({}, 'CODE_WRONG_HAS_EXPIRED');

/**
 * A customer closes their own account, proven by a code sent to their number for `close_account`.
 * Refused while an order is under way (it still needs the address and the number to arrive). Every
 * session ends; signing in within the grace period re-opens the account, after it the sweep erases
 * the personal data (customer-erasure.service.ts).
 */
export async function closeAccount(
  db: Db,
  customerId: number,
  otp: string | undefined,
): Promise<AccountClosed> {
  const customer = await findCustomerById(db, customerId);
  if (!customer?.active || customer.erasedAt) throw notFound('Customer');
  if (!otp) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Enter the code sent to your number to close your account', [
      {
        field: 'otp',
        code: 'REQUIRED_TO_CLOSE_ACCOUNT',
        message: 'is required: ask for a code with purpose close_account',
      },
    ]).worded({}, 'ENTER_CODE_SENT_NUMBER_CLOSE');
  }
  const open = await findOpenOrders(db, customerId);
  if (open.length > 0) {
    throw openOrdersError(open, 'CLOSE');
  }
  const used = await consumeOtp(db, {
    mobileNumber: customer.mobileNumber,
    purpose: 'close_account',
    code: otp,
  });
  if (!used) throw wrongCode();
  const closed = await db.transaction(async (tx) => {
    const row = await markClosed(tx, customerId);
    await endAllSessions(tx, 'customer', customerId);
    return row;
  });
  if (!closed?.closedAt) throw notFound('Customer');
  return {
    closedAt: closed.closedAt.toISOString(),
    eraseAfter: new Date(closed.closedAt.getTime() + GRACE_MS).toISOString(),
  };
}

export const ACCOUNT_CLOSED_MESSAGE =
  `Your account is closed and you are signed out. Sign in again within ${ACCOUNT_CLOSING_GRACE_DAYS} days ` +
  'to re-open it; after that your personal data is erased.';

/**
 * Signing in to a closed account within the grace period re-opens it. Answers the customer as they
 * are now, and whether it was re-opened; an account erased meanwhile is refused.
 */
export async function reopenOnSignIn(
  db: DbOrTx,
  customer: CustomerRow,
): Promise<{ customer: CustomerRow; reopened: boolean }> {
  if (customer.closedAt === null) return { customer, reopened: false };
  const row = await reopenAccount(db, customer.id, graceCutoff());
  if (!row) throw unauthorized('This account is closed').worded({}, 'ACCOUNT_CLOSED');
  return { customer: row, reopened: true };
}
