'use client';

import type { StaffRole } from '@farm/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { connectStaffSession } from '@/lib/api/staff-client';

/** The signed-in staff member as the browser may know it: no token, nothing secret. */
export type StaffSessionUser = { id: number; name: string; email: string; role: StaffRole };

type StaffSessionState = {
  user: StaffSessionUser | undefined;
  signIn(user: StaffSessionUser): void;
  clear(): void;
};

/**
 * Who is signed in to the admin, kept apart from the customer's session (another key, other
 * cookies): a farm owner may shop as a customer in the same browser. The httpOnly staff cookies
 * are the session; this only lets the admin draw its menu before the first answer arrives.
 */
export const useStaffSession = create<StaffSessionState>()(
  persist(
    (set) => ({
      user: undefined,
      signIn: (user) => set({ user: { id: user.id, name: user.name, email: user.email, role: user.role } }),
      clear: () => set({ user: undefined }),
    }),
    { name: 'farm-staff', storage: createJSONStorage(() => localStorage) },
  ),
);

// The staff client forgets who was signed in through this when the session ends.
connectStaffSession(() => useStaffSession.getState().clear());
