import { type Address, INDIAN_STATES } from '@farm/contract';
import type { Words } from '@/lib/i18n/client-words';
import type { Messages } from '@/lib/i18n/messages';

/** A state's name in the page's language: the address keeps the English name (decision 0053). */
export type StateName = (state: string) => string;

const asStored: StateName = (state) => state;
const isIndianState = (state: string): state is (typeof INDIAN_STATES)[number] =>
  (INDIAN_STATES as readonly string[]).includes(state);

/** States worded from the `address` catalogue; a name it does not know stays as stored. */
export function stateNames(t: Words<Messages['address']>): StateName {
  return (state) => (isIndianState(state) ? t(`states.${state}`) : state);
}

/** The address form's choices: the English name is the value, the page's language the label. */
export function stateOptions(stateName: StateName) {
  return INDIAN_STATES.map((value) => ({ value, label: stateName(value) }));
}

/** One line for a radio label or a summary: "12 Gandhi Road, Landmark, Coimbatore, Tamil Nadu 641001". */
export function addressLine(
  address: Pick<Address, 'line1' | 'line2' | 'landmark' | 'city' | 'state' | 'pincode'>,
  stateName: StateName = asStored,
): string {
  const { line1, line2, landmark, city, state, pincode } = address;
  return [line1, line2, landmark, city, `${stateName(state)} ${pincode}`].filter(Boolean).join(', ');
}
