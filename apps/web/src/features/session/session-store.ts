'use client';

import { createPersistedStore, useStoreState } from '@/lib/state/persisted-store';
import { clearClock } from './session-clock';

/** The signed-in customer as the browser may know it: no token, no password, nothing secret. */
export type SessionUser = { id: number; name: string; mobileNumber?: string };

type SessionState = {
  user: SessionUser | undefined;
  /** The cart badge: number of lines in the cart. */
  cartCount: number;
  /** The address chosen for checkout. */
  addressId: number | undefined;
  signIn(user: SessionUser): void;
  setCartCount(count: number): void;
  setAddressId(id: number | undefined): void;
  clear(): void;
};

/** The spec's `login` record in local storage: id and name only (DESIGN §3 drops the token key). */
export const LOGIN_KEY = 'login';

/** The one root key the persisted session lives under. */
export const SESSION_STORE_KEY = 'farm-shop';

/**
 * What must survive a reload (spec §3: user, login, address; persisted under one root key).
 * Server data (cart lines, products) is not copied here: the query cache holds it.
 */
export const sessionStore = createPersistedStore<SessionState>(
  SESSION_STORE_KEY,
  (set) => ({
    user: undefined,
    cartCount: 0,
    addressId: undefined,
    signIn: (user) => {
      const known: SessionUser = { id: user.id, name: user.name, mobileNumber: user.mobileNumber };
      localStorage.setItem(LOGIN_KEY, JSON.stringify({ id: known.id, name: known.name }));
      set({ user: known });
    },
    setCartCount: (cartCount) => set({ cartCount }),
    setAddressId: (addressId) => set({ addressId }),
    clear: () => {
      localStorage.removeItem(LOGIN_KEY);
      localStorage.removeItem('token');
      clearClock();
      set({ user: undefined, cartCount: 0, addressId: undefined });
    },
  }),
  ({ user, cartCount, addressId }) => ({ user, cartCount, addressId }),
);

/** The part of the session a component shows (`useSession((s) => s.user)`). */
export function useSession<T>(select: (state: SessionState) => T): T {
  return useStoreState(sessionStore, select);
}
