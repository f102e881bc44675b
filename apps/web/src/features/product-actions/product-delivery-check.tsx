'use client';

import { type ReactNode, useState } from 'react';
import { useLazyComponent } from '@/components/layout/use-lazy-component';
import { PincodeCheck } from '@/features/delivery/pincode-check';
import { useHydratedSession } from '@/features/session/use-hydrated-session';

const loadDefaultPincode = () => import('./default-pincode').then((m) => m.DefaultPincode);

/** The product page's delivery check, prefilled from a signed-in customer's default address. */
export function ProductDeliveryCheck({ productId, icon }: { productId: number; icon: ReactNode }) {
  const { user } = useHydratedSession();
  const [fallback, setFallback] = useState<string>();
  const DefaultPincode = useLazyComponent(user !== undefined, loadDefaultPincode, 'nothing');
  return (
    <>
      {user && DefaultPincode && <DefaultPincode customerId={user.id} onFound={setFallback} />}
      <PincodeCheck productId={productId} fallbackPincode={fallback} icon={icon} />
    </>
  );
}
