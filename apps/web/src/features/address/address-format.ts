import type { Address } from '@farm/contract';

/** One line for a radio label or a summary: "12 Gandhi Road, Landmark, Coimbatore, Tamil Nadu 641001". */
export function addressLine(
  address: Pick<Address, 'line1' | 'line2' | 'landmark' | 'city' | 'state' | 'pincode'>,
): string {
  return [address.line1, address.line2, address.landmark, address.city, `${address.state} ${address.pincode}`]
    .filter(Boolean)
    .join(', ');
}

/** `+919876543210` → `+91 98765 43210`; anything else as it is. */
export function formatMobile(mobile: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(mobile);
  return match ? `+91 ${match[1]} ${match[2]}` : mobile;
}
