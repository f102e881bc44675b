/** A wishlist holds at most this many products. */
export const MAX_WISHLIST_ITEMS = 100;
/** A customer waits for at most this many products at once ("notify me"). */
export const MAX_WAITING_NOTIFY_REQUESTS = 100;
