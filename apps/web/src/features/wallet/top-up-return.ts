/** What hosted checkout said when it sent the customer back from a top-up (`/wallet?payment=`). */
export type TopUpReturn = 'paid' | 'failed' | 'later';

/** The query's `payment`, read on the server (a plain module: the page calls it, not a client part). */
export function topUpReturnOf(value: string | string[] | undefined): TopUpReturn | undefined {
  return value === 'paid' || value === 'failed' || value === 'later' ? value : undefined;
}
