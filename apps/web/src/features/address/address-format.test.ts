import english from '@farm/words/en/address.json';
import tamil from '@farm/words/ta/address.json';
import { describe, expect, it } from 'vitest';
import { makeWords } from '@/lib/i18n/words';
import { addressLine, stateNames, stateOptions } from './address-format';

const inTamil = stateNames(makeWords(tamil.address, 'address', 'ta'));
const inEnglish = stateNames(makeWords(english.address, 'address', 'en'));

const address = {
  line1: '12 Gandhi Road',
  line2: 'RS Puram',
  landmark: 'Near the temple',
  city: 'Coimbatore',
  state: 'Tamil Nadu',
  pincode: '641001',
};

describe('addressLine: an address on one line', () => {
  it('joins every part, state and PIN code last', () => {
    expect(addressLine(address)).toBe(
      '12 Gandhi Road, RS Puram, Near the temple, Coimbatore, Tamil Nadu 641001',
    );
  });

  it('leaves out the parts a customer did not give', () => {
    expect(addressLine({ ...address, line2: null, landmark: '' })).toBe(
      '12 Gandhi Road, Coimbatore, Tamil Nadu 641001',
    );
  });

  it('names the state in Tamil on a Tamil page, as stored in English', () => {
    expect(addressLine(address, inTamil)).toBe(
      '12 Gandhi Road, RS Puram, Near the temple, Coimbatore, தமிழ்நாடு 641001',
    );
    expect(addressLine(address, inEnglish)).toBe(addressLine(address));
  });
});

describe('the address form’s states', () => {
  it('keep the English name as the value and word the label in the page’s language', () => {
    expect(stateOptions(inTamil).find((o) => o.value === 'Tamil Nadu')).toEqual({
      value: 'Tamil Nadu',
      label: 'தமிழ்நாடு',
    });
    expect(stateOptions(inTamil).filter((o) => /[A-Za-z]/.test(o.label))).toEqual([]);
    expect(stateOptions(inEnglish).every((o) => o.label === o.value)).toBe(true);
  });
});
