import { pincodeStateMismatch, statesOfPincode } from '@farm/contract/plain/pincode-states';
import { badRequest } from '../../lib/app-error.js';

/**
 * Refuses an address whose state its PIN code contradicts (400 naming `field`): the place of supply,
 * and so CGST + SGST or IGST, follows where the goods really go. Used for the address book and for
 * an address typed into a phone order.
 */
export function assertPincodeInState(address: { pincode: string; state: string }, field: string): void {
  const mismatch = pincodeStateMismatch(address.pincode, address.state);
  if (!mismatch) return;
  const states = statesOfPincode(address.pincode);
  const params = { pincode: address.pincode, state: address.state, states: states.join(' or ') };
  throw badRequest(mismatch, [
    { field, code: states.length ? 'PINCODE_STATE_MISMATCH' : 'PINCODE_NO_STATE', params, message: mismatch },
  ]).worded({}, 'FIELD_SENTENCE');
}
