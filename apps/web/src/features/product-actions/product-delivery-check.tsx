'use client';

import { useCustomerAddresses } from '@/features/address/addresses-query';
import { PincodeCheck } from '@/features/delivery/pincode-check';
import { useHydratedSession } from '@/features/session/use-hydrated-session';

/** The product page's delivery check, prefilled from a signed-in customer's default address. */
export function ProductDeliveryCheck({ productId }: { productId: number }) {
  const { user } = useHydratedSession();
  const addresses = useCustomerAddresses(user?.id ?? 0, { enabled: user !== undefined });
  const fallback = addresses.data?.find((a) => a.isDefault)?.pincode ?? addresses.data?.[0]?.pincode;
  return <PincodeCheck productId={productId} fallbackPincode={fallback} />;
}
