import { type OrderChecks, rupeesText, type ShopSettings } from '@farm/contract';
import { AppError, conflict, forbidden, notFound, unauthorized } from '../../../lib/app-error.js';
import type { AddressSnapshot } from '../order.table.js';
import { snapshotOf } from './address-snapshot.js';
import type { CheckoutStart } from './checkout-stock.repository.js';

/** Who orders, and where the order goes. */
export type Buyer = {
  customer: { id: number; name: string; mobileNumber: string };
  shippingAddress: AddressSnapshot;
};

/** The storefront's checkout: the order goes to this address of the customer's own. */
export type OwnAddress = { addressId: number; limitScale: number; sessionId: string | null };

/**
 * The storefront's own rules (issue 13.5: an account signed up with any number took ₹1.27 lakh
 * of livestock): an active account, one of their own addresses, a proven number. Checked on what
 * the checkout's first statement read under the customer's lock (checkout-stock.repository.ts),
 * after the idempotency key is claimed (a retry of a placed order is answered, never refused),
 * before anything else: a refusal rolls the stock back. Staff's phone orders skip them: staff
 * spoke to the customer.
 */
export function storefrontBuyer(start: CheckoutStart): Buyer {
  const { customer, address } = start;
  if (!customer) throw notFound('Customer');
  if (!customer.sessionLive) throw unauthorized();
  if (!customer.active) throw forbidden('This account is disabled').worded({}, 'ACCOUNT_DISABLED');
  // Another customer's address is "not found" like a missing one: ids reveal nothing (decision 0010).
  if (!address) {
    throw new AppError(404, 'NOT_FOUND', 'Address not found', [
      { field: 'addressId', code: 'NO_SUCH_ADDRESS', message: 'no such address' },
    ]).worded({}, 'ADDRESS_NOT_FOUND');
  }
  const { id, name, mobileNumber } = customer;
  return { customer: { id, name, mobileNumber }, shippingAddress: snapshotOf(address) };
}

/** A proven number; checked after a retried key is answered (a retry of a placed order is never refused). */
export function checkMobileVerified(start: CheckoutStart): void {
  if (!start.customer?.mobileVerified) {
    throw new AppError(403, 'MOBILE_NOT_VERIFIED', 'Verify your mobile number to place an order').worded(
      {},
      'VERIFY_MOBILE_NUMBER_PLACE_ORDER',
    );
  }
}

/**
 * Fewer than `maxOpenCodOrders` of the storefront customer's orders on their way, counted by the
 * order's statement: its snapshot is taken after the customer's lock, so of two parallel checkouts
 * the second counts the first's order. `limitScale` (RATE_LIMIT_SCALE) multiplies the cap in test
 * shops whose load comes from a few customers. A refusal rolls the order back.
 */
export function checkOpenOrders(open: number, settings: ShopSettings, limitScale: number): void {
  if (open >= settings.maxOpenCodOrders * limitScale) throw tooManyOpenOrders(open);
}

function tooManyOpenOrders(open: number) {
  const orders = open === 1 ? '1 order on its way' : `${open} orders on their way`;
  return conflict(
    'TOO_MANY_OPEN_ORDERS',
    `You have ${orders}. Please wait for one to arrive before placing another, or call the farm.`,
  ).worded({ open }, 'ORDERS_ON_THEIR_WAY');
}

/**
 * The storefront's ceiling on a cash-on-delivery order (settings `codMaxTotal`, issue 15.6): a
 * farm does not send ₹1 lakh of livestock against cash at the door. Checked on the order's total as
 * priced, after the shown total is confirmed, before any stock is taken. Staff's phone orders skip it.
 */
export function refuseCashOverCeiling(checks: OrderChecks, total: number): void {
  const { refusal, ceiling } = checks.cashOnDelivery;
  if (refusal !== 'CEILING' || ceiling === null) return;
  throw conflict(
    'COD_LIMIT',
    `Cash on delivery is for orders up to ${rupeesText(ceiling)}; this one comes to ${rupeesText(total)}. ` +
      'Remove something, or call the farm to order.',
  ).worded({ ceilingPaise: ceiling, totalPaise: total }, 'COD_UP_TO_CEILING');
}

/**
 * What one customer's orders waiting for their online payment may hold together (issue 30: one
 * unpaid order of 40 lines held the whole shelf): `held` is theirs before this order, counted by
 * the order's statement under the customer's lock (two checkouts at once take turns, the second
 * counts the first), `order` this one's units and goods' value. `limitScale` as for open orders.
 * A refusal rolls the order back; paying or cancelling an unpaid order makes room at once.
 */
export function checkUnpaidHold(
  held: { units: number; value: number },
  order: { units: number; value: number },
  settings: ShopSettings,
  limitScale: number,
): void {
  const units = held.units + order.units;
  const value = held.value + order.value;
  const maxUnits = settings.unpaidHoldMaxUnits === null ? null : settings.unpaidHoldMaxUnits * limitScale;
  const maxValue = settings.unpaidHoldMaxValue === null ? null : settings.unpaidHoldMaxValue * limitScale;
  const waiting = held.units > 0 ? 'with your orders waiting for payment ' : '';
  const withWaiting = String(held.units > 0);
  const after = 'Pay for or cancel an unpaid order, choose cash on delivery, or call the farm.';
  if (maxUnits !== null && units > maxUnits) {
    throw new AppError(
      422,
      'UNPAID_HOLD_LIMIT',
      `Orders waiting for online payment may hold up to ${maxUnits} units at once; this one ${waiting}comes to ${units}. ${after}`,
    ).worded({ maxUnits, units, withWaiting }, 'UNPAID_HOLD_UNITS');
  }
  if (maxValue !== null && value > maxValue) {
    throw new AppError(
      422,
      'UNPAID_HOLD_LIMIT',
      `Orders waiting for online payment may hold goods worth up to ${rupeesText(maxValue)} at once; this one ${waiting}comes to ${rupeesText(value)}. ${after}`,
    ).worded({ maxValuePaise: maxValue, valuePaise: value, withWaiting }, 'UNPAID_HOLD_VALUE');
  }
}
