import { describe, expect, it } from 'vitest';
import { maskMobileNumbers } from './mask-mobile-numbers.js';

describe('mobile numbers in a log line', () => {
  it('are masked in every form a caller may send, keeping the last four digits', () => {
    const forms = ['9876543210', '+919876543210', '919876543210', '+91 98765 43210', '+91-98765-43210'];
    for (const form of forms) {
      const masked = maskMobileNumbers(`{"query":{"to":"${form}"}}`);
      expect(masked, form).not.toMatch(/98765|876543/);
      expect(masked, form).toContain('******3210');
    }
    expect(maskMobileNumbers('/api/otp/send/customer?userName=%2B919876543210')).toBe(
      '/api/otp/send/customer?userName=+91******3210',
    );
  });

  it('leave ids, times, hashes and other numbers alone', () => {
    const line =
      '{"time":1796043584464,"reqId":"9876543210ab-4e5f","id":"a9876543210","amount":987654321,"n":98765432101,"landline":"04422334455"}';
    expect(maskMobileNumbers(line)).toBe(line);
  });
});
