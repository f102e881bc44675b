/** `A`, `A and B`, `A, B and C`. */
export function listText(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** `Fresh Goat Milk does not travel to 600001`. */
export function notTravellingText(names: readonly string[], pincode: string): string {
  return `${listText(names)} ${names.length === 1 ? 'does' : 'do'} not travel to ${pincode}`;
}

/** `Fresh milk does not travel to 600001; ghee and soaps do`. */
export function mixedText(refused: readonly string[], accepted: readonly string[], pincode: string): string {
  const refusedText = notTravellingText(refused, pincode);
  if (accepted.length === 0) return refusedText;
  return `${refusedText}; ${listText(accepted)} ${accepted.length === 1 ? 'does' : 'do'}`;
}

export function notServedText(pincode: string): string {
  return `We do not deliver to ${pincode} yet`;
}
