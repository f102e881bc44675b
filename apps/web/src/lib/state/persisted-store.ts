'use client';

import { useSyncExternalStore } from 'react';

type Listener<S> = (state: S, previous: S) => void;

/** A store of state kept in local storage; components read it with `useStoreState`. */
export type PersistedStore<S> = {
  getState(): S;
  /** What the server render and the hydrating render see. */
  getInitialState(): S;
  subscribe(listener: Listener<S>): () => void;
  /** Reads the stored copy again (another tab wrote it). */
  rehydrate(): void;
};

/**
 * What the storefront used zustand's `persist` for, in a few hundred bytes instead of ~1.5 kB of
 * every page's first load (issue 18). The stored shape is zustand's (`{ state, version: 0 }`), so a
 * session saved before the change is still read. The browser reads the stored copy when the module
 * loads; a server render and the hydrating render see the initial state (the server cannot know it).
 */
export function createPersistedStore<S extends object>(
  key: string,
  create: (set: (partial: Partial<S>) => void) => S,
  pick: (state: S) => Partial<S>,
): PersistedStore<S> {
  const listeners = new Set<Listener<S>>();
  const replace = (next: S) => {
    const previous = state;
    state = next;
    for (const listener of listeners) listener(state, previous);
  };
  const set = (partial: Partial<S>) => {
    replace({ ...state, ...partial });
    try {
      localStorage.setItem(key, JSON.stringify({ state: pick(state), version: 0 }));
    } catch {
      // Storage full or refused (private mode): the state still holds for this page.
    }
  };
  const initial = create(set);
  let state = initial;
  const rehydrate = () => {
    try {
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { state?: Partial<S> } | null;
      if (stored?.state && typeof stored.state === 'object') replace({ ...state, ...stored.state });
    } catch {
      // Unreadable copy: keep what we have.
    }
  };
  if (typeof window !== 'undefined') rehydrate();

  const subscribe = (listener: Listener<S>) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return { getState: () => state, getInitialState: () => initial, subscribe, rehydrate };
}

/** The part of a store's state a component shows; it renders again when that part changes. */
export function useStoreState<S, T>(store: PersistedStore<S>, select: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getInitialState()),
  );
}
