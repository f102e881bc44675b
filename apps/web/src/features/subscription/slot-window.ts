'use client';

import { useDeliveryCheck } from '@/features/delivery/delivery-api';

/**
 * A slot's window (`5–8 am`) as the delivery check of the address's PIN code answers it, or '' until
 * known (a slot no longer offered has no window to show; the calendar says the day without it).
 */
export function useSlotWindow(
  pincode: string | undefined,
  productIds: readonly number[],
  slotId: number,
): string {
  const check = useDeliveryCheck(pincode, productIds);
  for (const day of check.data?.days ?? []) {
    const slot = day.slots.find((s) => s.slotId === slotId);
    if (slot) return slot.window;
  }
  return '';
}
