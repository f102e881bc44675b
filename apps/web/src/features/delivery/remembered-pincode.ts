/** The PIN code a customer last checked on a product page, kept in this browser. */
const STORAGE_KEY = 'delivery-pincode';

export function rememberedPincode(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined; // storage blocked: nothing remembered
  }
}

export function rememberPincode(pincode: string) {
  try {
    localStorage.setItem(STORAGE_KEY, pincode);
  } catch {
    // storage blocked: the check still works, it is just not remembered
  }
}
