import { describe, expect, it } from 'vitest';
import { financialYearOf, invoiceNumber } from './invoice-number.js';

describe('invoice numbers', () => {
  it('roll over to a new financial year on 1 April', () => {
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
    expect(financialYearOf('2000-01-15')).toBe('1999-00');
  });

  it('read PREFIX/yy-yy/000123, credit notes in their own series, never over 16 characters', () => {
    expect(invoiceNumber('AGF', 'INVOICE', '2026-27', 123)).toBe('AGF/26-27/000123');
    expect(invoiceNumber('AGF', 'CREDIT_NOTE', '2026-27', 12)).toBe('AGFC/26-27/00012');
    expect(invoiceNumber('AGF', 'INVOICE', '2026-27', 999_999)).toHaveLength(16);
    expect(invoiceNumber('AGF', 'CREDIT_NOTE', '2026-27', 99_999)).toHaveLength(16);
  });
});
