/** Who does something to an order; a person's name goes into the timeline. */
export type OrderActor =
  | { kind: 'customer' | 'staff'; id: number; name: string }
  /**
   * The shop itself: a payment that arrived, an unpaid order whose time ran out. No name: the
   * reader words "the shop" in their language (issue 31), none is stored in English.
   */
  | { kind: 'system'; id: null; name: null };
