/** Addresses: a customer's address book. Others may read one address (the checkout's delivery address). */
export { findAddress } from './address.repository.js';
export { assertPincodeInState } from './address-pincode.js';
