'use client';

import { useEffect, useState } from 'react';
import { rememberedPincode, rememberPincode } from './remembered-pincode';

/**
 * The PIN code a product page checks: the one this browser last checked, else `fallback` (the
 * signed-in customer's default address's); `check` takes a newly typed one and remembers it.
 */
export function usePincodeToCheck(fallback: string | undefined) {
  const [typed, setTyped] = useState<string>();
  const [remembered, setRemembered] = useState<string>();

  // Local storage is read after the first render, which must match the server's.
  useEffect(() => setRemembered(rememberedPincode()), []);

  const check = (value: string) => {
    rememberPincode(value);
    setTyped(value);
  };
  return { pincode: typed ?? remembered ?? fallback, check };
}
