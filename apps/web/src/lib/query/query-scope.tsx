'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useState } from 'react';
import { shopQueryClient } from './shop-query-client';

/**
 * The query cache for the part of a storefront page that reads in the browser (cart, wishlist,
 * profile, a product's actions, the sign-in forms). Not a provider around every page: pages drawn
 * from server data alone then load no query library at all (issue 18, first-load JS).
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const [client] = useState(shopQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A part loaded on its own (a customer's cart, a delivery answer) with the query cache it reads through. */
export function withQueryScope<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  return function Scoped(props: P) {
    return (
      <QueryScope>
        <Part {...props} />
      </QueryScope>
    );
  };
}
