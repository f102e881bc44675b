import type { Address } from '@farm/contract';

/** One line for a radio label or a summary: "12 Gandhi Road, Landmark, Coimbatore, Tamil Nadu 641001". */
export function addressLine(
  address: Pick<Address, 'line1' | 'line2' | 'landmark' | 'city' | 'state' | 'pincode'>,
): string {
  return [address.line1, address.line2, address.landmark, address.city, `${address.state} ${address.pincode}`]
    .filter(Boolean)
    .join(', ');
}
