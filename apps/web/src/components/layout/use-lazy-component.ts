'use client';

import { type ComponentType, useEffect, useState } from 'react';

/**
 * A component loaded only once `wanted` turns true (first use, or the page being idle), and never
 * drawn on the server. next/dynamic does the same with ~2 kB more in every page's first load.
 */
export function useLazyComponent<P extends object>(
  wanted: boolean,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> | undefined {
  const [component, setComponent] = useState<{ of: ComponentType<P> }>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a fixed import, asked for once
  useEffect(() => {
    if (!wanted || component) return;
    let current = true;
    void load().then((of) => {
      if (current) setComponent({ of });
    });
    return () => {
      current = false;
    };
  }, [wanted, component]);
  return component?.of;
}
