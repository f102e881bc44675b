'use client';

import { type ComponentType, useEffect, useState } from 'react';
import { PartNotLoaded } from './part-not-loaded';

/** What a part shows when its code fails to load: a "Try again", or nothing for a part no one sees. */
type OnFailure = 'try-again' | 'nothing';

/**
 * A component loaded only once `wanted` turns true (first use, or the page being idle), and never
 * drawn on the server. next/dynamic does the same with ~2 kB more in every page's first load.
 * If the code cannot be fetched the part says so with a "Try again" (`onFailure: 'nothing'` for
 * parts with nothing to show, such as the toast host).
 */
export function useLazyComponent<P extends object>(
  wanted: boolean,
  load: () => Promise<ComponentType<P>>,
  onFailure: OnFailure = 'try-again',
): ComponentType<P> | undefined {
  const [component, setComponent] = useState<{ of: ComponentType<P> | undefined }>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a fixed import, asked for once
  useEffect(() => {
    if (!wanted || component) return;
    let current = true;
    load().then(
      (of) => {
        if (current) setComponent({ of });
      },
      () => {
        if (current) setComponent({ of: onFailure === 'try-again' ? PartNotLoaded : undefined });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, component]);
  return component?.of;
}
