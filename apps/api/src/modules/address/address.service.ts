import {
  type Address,
  type AddressCreate,
  type AddressListQuery,
  type AddressUpdate,
  MAX_ADDRESSES_PER_CUSTOMER,
} from '@farm/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';
import { customerExists, lockCustomer } from '../customer/index.js';
import {
  clearDefaultAddress,
  countCustomerAddresses,
  deleteAddressRow,
  findAddress,
  findAddresses,
  findCustomerAddresses,
  insertAddress,
  newestAddressId,
  updateAddressRow,
} from './address.repository.js';
import { subscriptionsAtAddress } from './address-in-use.repository.js';
import { assertPincodeInState } from './address-pincode.js';

/**
 * `ownerId` is the signed-in customer (undefined for staff): another customer's address is
 * answered exactly like a missing one, so ids reveal nothing.
 */
type OwnerId = number | undefined;

export async function listAddressPage(db: DbOrTx, query: AddressListQuery) {
  const { items, total } = await findAddresses(
    db,
    { customerId: query.customerId, q: query.q || undefined },
    { limit: query.size, offset: offsetOf(query) },
  );
  return { items, page: pageInfo(query, total) };
}

export async function listCustomerAddresses(db: DbOrTx, customerId: number): Promise<Address[]> {
  if (!(await customerExists(db, customerId))) throw notFound('Customer');
  return findCustomerAddresses(db, customerId);
}

export async function getAddress(db: DbOrTx, id: number, ownerId: OwnerId): Promise<Address> {
  const address = await findAddress(db, id);
  if (!address || (ownerId !== undefined && address.customerId !== ownerId)) throw notFound('Address');
  return address;
}

/**
 * Every write runs with the customer's row locked, so that the rules hold under concurrency:
 * at most MAX addresses, and exactly one default while the customer has any address.
 */
async function lockedAddress(tx: DbOrTx, id: number, ownerId: OwnerId) {
  const { customerId } = await getAddress(tx, id, ownerId);
  await lockCustomer(tx, customerId);
  return getAddress(tx, id, ownerId);
}

/** The customer's first address becomes the default; a new default clears the old one. */
export async function createAddress(db: Db, customerId: number, input: AddressCreate): Promise<Address> {
  const { customerId: _named, isDefault, ...fields } = input;
  assertPincodeInState(fields, 'state');
  const id = await db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) throw notFound('Customer');
    const existing = await countCustomerAddresses(tx, customerId);
    if (existing >= MAX_ADDRESSES_PER_CUSTOMER) {
      throw conflict(
        'ADDRESS_LIMIT',
        `A customer can keep at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses`,
      ).worded({ MAX_ADDRESSES_PER_CUSTOMER }, 'CUSTOMER_CAN_KEEP_MOST_MAX');
    }
    const makeDefault = isDefault === true || existing === 0;
    if (makeDefault) await clearDefaultAddress(tx, customerId);
    return insertAddress(tx, {
      ...fields,
      line2: fields.line2 ?? null,
      landmark: fields.landmark ?? null,
      customerId,
      isDefault: makeDefault,
    });
  });
  return getAddress(db, id, undefined);
}

/** A partial update. The default moves by making another address the default, not by unsetting it. */
export async function editAddress(db: Db, id: number, ownerId: OwnerId, input: AddressUpdate) {
  const { customerId, isDefault, ...fields } = input;
  await db.transaction(async (tx) => {
    const current = await lockedAddress(tx, id, ownerId);
    if (customerId !== undefined && customerId !== current.customerId) {
      throw badRequest('An address cannot move to another customer', [
        { field: 'customerId', code: 'NOT_ADDRESS_OWNER', message: "must be the address owner's id" },
      ]).worded({}, 'ADDRESS_CANNOT_MOVE_ANOTHER_CUSTOMER');
    }
    if (isDefault === false && current.isDefault) {
      throw conflict(
        'DEFAULT_ADDRESS_REQUIRED',
        'This is the default address: make another address the default instead',
      ).worded({}, 'DEFAULT_ADDRESS_MAKE_ANOTHER_ADDRESS');
    }
    // The address as it will be: a new state against the kept PIN code, and the other way round.
    assertPincodeInState(
      { pincode: fields.pincode ?? current.pincode, state: fields.state ?? current.state },
      fields.pincode !== undefined && fields.state === undefined ? 'pincode' : 'state',
    );
    if (isDefault === true && !current.isDefault) await clearDefaultAddress(tx, current.customerId, id);
    await updateAddressRow(tx, id, { ...fields, ...(isDefault ? { isDefault: true } : {}) });
  });
  return getAddress(db, id, ownerId);
}

/** Deleting the default makes the newest remaining address the default. */
export async function removeAddress(db: Db, id: number, ownerId: OwnerId): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedAddress(tx, id, ownerId);
    // A subscription delivers here (its foreign key would refuse anyway): say so, with a code.
    if ((await subscriptionsAtAddress(tx, id)) > 0) {
      throw conflict(
        'USED_BY_SUBSCRIPTION',
        "This address receives a subscription's deliveries: cancel the subscription or move it first",
      ).worded({}, 'ADDRESS_USED_BY_SUBSCRIPTION');
    }
    await deleteAddressRow(tx, id);
    if (!current.isDefault) return;
    const next = await newestAddressId(tx, current.customerId);
    if (next !== undefined) await updateAddressRow(tx, next, { isDefault: true });
  });
}
