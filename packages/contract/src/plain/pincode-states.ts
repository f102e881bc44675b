import type { INDIAN_STATES } from '../address';

type IndianState = (typeof INDIAN_STATES)[number];

/**
 * Which state or union territory a PIN code is in, by its first digits: India Post's PIN zones (the
 * first two digits name the postal circle, the third the sorting district). Source: India Post's
 * "All India Pincode Directory" (data.gov.in) as republished by GeoNames (`IN.txt`, 155,570 post
 * offices), each office's state summed per prefix in Nov 2026. Every office agrees with this table
 * but two records that still name a state from before 2014 (505416 as Andhra Pradesh, 533352 as
 * Telangana).
 *
 * The longest prefix that matches decides. A prefix whose post offices lie in two states lists
 * both, and either is accepted: the typed state then picks between them (e.g. 605: Puducherry and
 * the Villupuram side of Tamil Nadu; 244, 246, 247, 262: Uttar Pradesh and Uttarakhand). Where a
 * territory sits inside another state's range by whole PIN codes (Lakshadweep 682551–682559, Mahé
 * 673310, Yanam 533464, Karaikal 6096xx, Diu 362520–362570), the narrower prefix says so. 507 lists
 * Andhra Pradesh too: seven Khammam mandals moved to it in 2014 and kept their 507 PIN codes.
 * Prefixes not listed (35, 54, 55, 65, 66, 86–89, and 9, the army's field post offices) are in no
 * state.
 */
const PREFIXES: Readonly<Record<string, readonly IndianState[]>> = {
  '11': ['Delhi'],
  '12': ['Haryana'],
  '13': ['Haryana'],
  '14': ['Punjab'],
  '140': ['Punjab', 'Chandigarh'],
  '15': ['Punjab'],
  '16': ['Chandigarh', 'Punjab'],
  '17': ['Himachal Pradesh'],
  '18': ['Jammu and Kashmir'],
  '19': ['Jammu and Kashmir'],
  '194': ['Ladakh'],
  '20': ['Uttar Pradesh'],
  '21': ['Uttar Pradesh'],
  '22': ['Uttar Pradesh'],
  '23': ['Uttar Pradesh'],
  '24': ['Uttar Pradesh'],
  '244': ['Uttar Pradesh', 'Uttarakhand'],
  '246': ['Uttarakhand', 'Uttar Pradesh'],
  '247': ['Uttar Pradesh', 'Uttarakhand'],
  '248': ['Uttarakhand'],
  '249': ['Uttarakhand'],
  '25': ['Uttar Pradesh'],
  '26': ['Uttar Pradesh'],
  '262': ['Uttar Pradesh', 'Uttarakhand'],
  '263': ['Uttarakhand'],
  '27': ['Uttar Pradesh'],
  '28': ['Uttar Pradesh'],
  '30': ['Rajasthan'],
  '31': ['Rajasthan'],
  '32': ['Rajasthan'],
  '33': ['Rajasthan'],
  '34': ['Rajasthan'],
  '36': ['Gujarat'],
  '362': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '37': ['Gujarat'],
  '38': ['Gujarat'],
  '39': ['Gujarat'],
  '396': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '40': ['Maharashtra'],
  '403': ['Goa'],
  '41': ['Maharashtra'],
  '42': ['Maharashtra'],
  '43': ['Maharashtra'],
  '44': ['Maharashtra'],
  '45': ['Madhya Pradesh'],
  '46': ['Madhya Pradesh'],
  '47': ['Madhya Pradesh'],
  '48': ['Madhya Pradesh'],
  '49': ['Chhattisgarh'],
  '50': ['Telangana'],
  '507': ['Telangana', 'Andhra Pradesh'],
  '51': ['Andhra Pradesh'],
  '52': ['Andhra Pradesh'],
  '53': ['Andhra Pradesh'],
  '533464': ['Andhra Pradesh', 'Puducherry'],
  '56': ['Karnataka'],
  '57': ['Karnataka'],
  '58': ['Karnataka'],
  '59': ['Karnataka'],
  '60': ['Tamil Nadu'],
  '605': ['Puducherry', 'Tamil Nadu'],
  '60740': ['Puducherry', 'Tamil Nadu'],
  '6096': ['Puducherry', 'Tamil Nadu'],
  '61': ['Tamil Nadu'],
  '62': ['Tamil Nadu'],
  '63': ['Tamil Nadu'],
  '64': ['Tamil Nadu'],
  '67': ['Kerala'],
  '673310': ['Puducherry', 'Kerala'],
  '68': ['Kerala'],
  '68255': ['Lakshadweep'],
  '69': ['Kerala'],
  '70': ['West Bengal'],
  '71': ['West Bengal'],
  '72': ['West Bengal'],
  '73': ['West Bengal'],
  '737': ['Sikkim'],
  '74': ['West Bengal'],
  '744': ['Andaman and Nicobar Islands'],
  '75': ['Odisha'],
  '76': ['Odisha'],
  '77': ['Odisha'],
  '78': ['Assam'],
  '783': ['Assam', 'Meghalaya'],
  '790': ['Arunachal Pradesh'],
  '791': ['Arunachal Pradesh'],
  '792': ['Arunachal Pradesh'],
  '793': ['Meghalaya'],
  '794': ['Meghalaya'],
  '795': ['Manipur'],
  '796': ['Mizoram'],
  '797': ['Nagaland'],
  '798': ['Nagaland'],
  '799': ['Tripura'],
  '80': ['Bihar'],
  '81': ['Bihar', 'Jharkhand'],
  '811': ['Bihar'],
  '812': ['Bihar'],
  '815': ['Jharkhand'],
  '816': ['Jharkhand'],
  '82': ['Bihar', 'Jharkhand'],
  '821': ['Bihar'],
  '822': ['Jharkhand'],
  '823': ['Bihar'],
  '824': ['Bihar'],
  '825': ['Jharkhand'],
  '826': ['Jharkhand'],
  '827': ['Jharkhand'],
  '828': ['Jharkhand'],
  '829': ['Jharkhand'],
  '83': ['Jharkhand'],
  '84': ['Bihar'],
  '85': ['Bihar'],
};

/** The states a PIN code may be in (most PIN codes: one); empty when it is in none. */
export function statesOfPincode(pincode: string): readonly IndianState[] {
  for (let length = Math.min(pincode.length, 6); length >= 2; length--) {
    const states = PREFIXES[pincode.slice(0, length)];
    if (states) return states;
  }
  return [];
}

/**
 * Why a state does not go with a PIN code ("PIN code 642001 is in Tamil Nadu, not Kerala"), or
 * null when it does.
 */
export function pincodeStateMismatch(pincode: string, state: string): string | null {
  const states = statesOfPincode(pincode);
  if (states.length === 0) return `PIN code ${pincode} is not in any state or union territory of India`;
  if ((states as readonly string[]).includes(state)) return null;
  return `PIN code ${pincode} is in ${states.join(' or ')}, not ${state}`;
}

/**
 * Where goods sent to this address end their journey, for GST's place of supply (IGST Act
 * s.10(1)(a)): the PIN code's state, the typed one only choosing between the two of a shared
 * prefix. An address saved before the check, whose typed state the PIN code contradicts, is placed
 * by its PIN code; one whose PIN code is in no state keeps its typed state.
 */
export function placeOfSupplyOf(address: { pincode: string; state: string }): string {
  const states = statesOfPincode(address.pincode);
  if ((states as readonly string[]).includes(address.state)) return address.state;
  return states[0] ?? address.state;
}
