import type { CheckoutBody, FieldErrorCode, PhoneOrderBody } from '@farm/contract';
import type { Db } from '../../../db/client.js';
import { AppError, badRequest, type FieldError } from '../../../lib/app-error.js';
import { assertPincodeInState, findAddress } from '../../address/index.js';
import { findCustomerForOrder } from '../order.repository.js';
import type { AddressSnapshot } from '../order.table.js';
import type { OrderActor } from '../order-actor.js';
import { snapshotOf } from './address-snapshot.js';
import { requestHashOf } from './idempotency.js';
import { phoneChannel, STOREFRONT } from './order-channel.js';
import { type CheckoutOutcome, placeOrder } from './place-order.js';

/**
 * The storefront checkout (`POST /orders/products`): the token's customer, to one of their own
 * addresses; the ordered lines leave their cart.
 */
export async function placeCustomerOrder(
  db: Db,
  input: {
    customerId: number;
    /** The request's session, to be confirmed by the checkout's first statement (plugins/auth.ts); null: confirmed already. */
    sessionId: string | null;
    addressId: number;
    body: CheckoutBody;
    idempotencyKey?: string | undefined;
    /** RATE_LIMIT_SCALE (test shops): multiplies the cap on open orders. */
    limitScale?: number;
    /** The shop's clock: delivery cut-offs. */
    now: Date;
    /** Whether the shop takes payment online at all (no keys and no demo: cash only, issue 30.12). */
    onlinePayment: boolean;
  },
): Promise<CheckoutOutcome> {
  if (input.body.paymentMethod === 'ONLINE' && !input.onlinePayment) {
    const message = 'is cash on delivery only: this shop does not take payment online';
    throw new AppError(422, 'ONLINE_PAYMENT_UNAVAILABLE', `Payment ${message}`, [
      { field: 'paymentMethod', code: 'ONLINE_PAYMENT_UNAVAILABLE', message },
    ]).worded({}, 'PAYMENT_CASH_ON_DELIVERY_ONLY');
  }
  const note = input.body.note ?? null;
  return placeOrder(db, {
    channel: STOREFRONT,
    customerId: input.customerId,
    buyer: { addressId: input.addressId, limitScale: input.limitScale ?? 1, sessionId: input.sessionId },
    lines: input.body.productDetails,
    note,
    expectedTotal: input.body.expectedTotal,
    couponCode: input.body.couponCode,
    paymentMethod: input.body.paymentMethod ?? 'COD',
    delivery: input.body.delivery,
    now: input.now,
    idempotency: input.idempotencyKey
      ? {
          key: input.idempotencyKey,
          requestHash: requestHashOf({ addressId: input.addressId, lines: input.body.productDetails, note }),
        }
      : undefined,
  });
}

/**
 * The staff's phone order (`POST /orders/1`): any customer, to a saved address of theirs
 * or one typed in, by the phone channel: the customer's cart is left alone, the storefront's cash
 * rules skipped, and its idempotency keys live apart from the customer's own.
 */
export async function placePhoneOrder(
  db: Db,
  staff: OrderActor,
  body: PhoneOrderBody,
  request: { idempotencyKey?: string | undefined; now: Date },
): Promise<CheckoutOutcome> {
  const { idempotencyKey, now } = request;
  const customer = await findCustomerForOrder(db, body.customerId);
  if (!customer) {
    throw new AppError(404, 'NOT_FOUND', 'Customer not found', [
      { field: 'customerId', code: 'NO_SUCH_CUSTOMER', message: 'no such customer' },
    ]).worded({}, 'CUSTOMER_NOT_FOUND');
  }
  const shippingAddress = await phoneOrderAddressOf(db, body);
  const note = body.note ?? null;
  return placeOrder(db, {
    channel: phoneChannel(staff),
    customerId: customer.id,
    buyer: { customer, shippingAddress },
    lines: body.productDetails,
    note,
    expectedTotal: body.expectedTotal,
    couponCode: body.couponCode,
    delivery: body.delivery,
    now,
    idempotency: idempotencyKey
      ? {
          key: idempotencyKey,
          requestHash: requestHashOf({
            staffId: staff.id,
            shippingAddress,
            lines: body.productDetails,
            note,
          }),
        }
      : undefined,
  });
}

async function phoneOrderAddressOf(db: Db, body: PhoneOrderBody): Promise<AddressSnapshot> {
  if (body.address) {
    assertPincodeInState(body.address, 'address.state');
    return snapshotOf(body.address);
  }
  const address = body.addressId === undefined ? undefined : await findAddress(db, body.addressId);
  if (!address)
    throw new AppError(404, 'NOT_FOUND', 'Address not found', [
      addressError('NO_SUCH_ADDRESS', 'no such address'),
    ]).worded({}, 'ADDRESS_NOT_FOUND');
  if (address.customerId !== body.customerId) {
    throw badRequest('The address belongs to another customer', [
      addressError('NOT_CUSTOMERS_ADDRESS', 'is not an address of this customer'),
    ]).worded({}, 'ADDRESS_BELONGS_ANOTHER_CUSTOMER');
  }
  return snapshotOf(address);
}

function addressError(code: FieldErrorCode, message: string): FieldError {
  return { field: 'addressId', code, message };
}
