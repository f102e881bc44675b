import { describe, expect, it } from 'vitest';
import { addressLine } from './address-format';

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
});
