import { describe, expect, it } from 'vitest';
import { inFours, issuerOf, recoveryCodesFile } from './second-factor-text';

describe('second-factor texts', () => {
  it('groups a setup key in fours, whatever spacing it came with', () => {
    expect(inFours('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(inFours('JBS WY3')).toBe('JBSW Y3');
  });

  it('writes the recovery codes one a line under a heading naming the account', () => {
    const text = recoveryCodesFile(
      ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH'],
      'owner@farm.test',
      new Date('2026-03-01T10:00:00Z'),
      'shop.anamalai.farm',
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('Staff sign-in at shop.anamalai.farm: recovery codes for owner@farm.test');
    expect(lines).toContain('AAAA-BBBB-CCCC-DDDD');
    expect(lines).toContain('EEEE-FFFF-GGGG-HHHH');
    expect(text).toContain('2026-03-01');
  });

  it("names the shop the authenticator app lists, from the setup URI's issuer", () => {
    const uri =
      'otpauth://totp/Anamalai%20Goat%20Farm:owner%40farm.test?secret=JBSW&issuer=Anamalai%20Goat%20Farm';
    expect(issuerOf(uri)).toBe('Anamalai Goat Farm');
    expect(issuerOf('not a uri')).toBeUndefined();
  });
});
