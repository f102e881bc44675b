/** Who does something to an order; their name goes into the timeline. */
export type OrderActor = { kind: 'customer' | 'staff'; id: number; name: string };
