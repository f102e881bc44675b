'use client';

import { useMemo } from 'react';
import { useWords } from '@/lib/i18n/client-words';
import { type StateName, stateNames } from './address-format';

/** A state's name in the page's language (the page puts the `address` words in its provider). */
export function useStateName(): StateName {
  const t = useWords('address');
  return useMemo(() => stateNames(t), [t]);
}
