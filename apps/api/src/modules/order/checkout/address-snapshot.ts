import type { ShippingAddress } from '@farm/contract';
import type { AddressSnapshot } from '../order.table.js';

/**
 * The delivery address an order keeps: only the snapshot's fields, whatever else the source carries
 * (an address row, a typed-in address, the stored JSON of an older order).
 */
export function snapshotOf(
  address: Omit<AddressSnapshot, 'line2' | 'landmark'> & { line2?: string | null; landmark?: string | null },
): ShippingAddress {
  return {
    name: address.name,
    mobileNumber: address.mobileNumber,
    line1: address.line1,
    line2: address.line2 ?? null,
    landmark: address.landmark ?? null,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
  };
}
