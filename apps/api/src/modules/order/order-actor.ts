/** Who does something to an order; their name goes into the timeline. */
export type OrderActor =
  | { kind: 'customer' | 'staff'; id: number; name: string }
  /** The shop itself: a payment that arrived, an unpaid order whose time ran out. */
  | { kind: 'system'; id: null; name: string };
