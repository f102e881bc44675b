'use client';

import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();
let hostShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  hostShown = resolve;
});

/**
 * Says that code which may raise a toast has loaded (`@/components/ui/toast`), so the storefront's
 * toast host should load too. Until then a page loads no toast code at all.
 */
export function wantToastHost(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast may be raised on this page (the server never draws the host). */
export function useToastHostWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

/** Called by the host once it is on the page. */
export function noteToastHostShown(): void {
  hostShown();
}

/**
 * Resolves once a host is on the page. A toast's time runs from when it is raised, so one raised
 * while the host's code is still on its way would be shown for less than its time, or not at all.
 */
export function whenToastHostShown(): Promise<void> {
  return shown;
}
