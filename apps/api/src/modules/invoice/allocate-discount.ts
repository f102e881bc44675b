/**
 * An order-level discount (the coupon) spread over its lines in proportion to their amounts, in
 * whole paise: each line's share rounded down, the paise left over given one each to the lines with
 * the largest remainders (the first of equals). The shares add up to the discount exactly, and no
 * line gets more than its amount.
 */
export function allocateDiscount(amounts: readonly number[], discount: number): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (discount <= 0 || total === 0) return amounts.map(() => 0);
  if (discount > total) throw new Error(`A discount of ${discount} is more than the lines' ${total}`);
  const shares = amounts.map((amount) => Math.floor((amount * discount) / total));
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = amounts
    .map((amount, index) => ({ index, remainder: (amount * discount) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
