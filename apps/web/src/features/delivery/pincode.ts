/** A PIN code as the shop takes it: six digits, not starting with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
