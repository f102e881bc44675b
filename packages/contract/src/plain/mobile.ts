/** `+919876543210` or `9876543210` → `9876543210` (what a person types and what URLs carry). */
export function tenDigits(mobile: string): string {
  return mobile.replace(/\D/g, '').slice(-10);
}

/** `+919876543210` → `+91 98765 43210`: the way a person reads and dials it (screens and papers). */
export function displayMobile(mobile: string): string {
  const digits = tenDigits(mobile);
  return digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : mobile;
}
