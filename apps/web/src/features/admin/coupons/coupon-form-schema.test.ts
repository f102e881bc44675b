import { describe, expect, it } from 'vitest';
import {
  type CouponFormInput,
  couponFormDefaults,
  couponFormSchema,
  toCouponBody,
} from './coupon-form-schema';

const typed = (patch: Partial<CouponFormInput>): CouponFormInput => ({
  ...couponFormDefaults(undefined),
  ...patch,
});

function issuesOf(input: CouponFormInput) {
  const result = couponFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the coupon form', () => {
  it('turns "20% off up to ₹100, 1 per customer, 50 uses" into the API\'s coupon in paise', () => {
    const values = couponFormSchema.parse(
      typed({
        code: ' save20 ',
        discountPercent: '20',
        maxDiscount: '100',
        minOrderValue: '499.50',
        usageLimit: '50',
        perCustomerLimit: '1',
        startsOn: '2030-11-01',
      }),
    );
    expect(toCouponBody(values)).toEqual({
      code: 'SAVE20',
      description: null,
      discountPercent: 20,
      discountAmount: null,
      maxDiscount: 10_000,
      minOrderValue: 49_950,
      firstOrderOnly: false,
      usageLimit: 50,
      perCustomerLimit: 1,
      startsAt: '2030-11-01T00:00:00+05:30',
      endsAt: null,
      active: true,
      // Sent empty, so that a Tamil description cleared in the form is cleared in the shop.
      translations: { ta: { description: '' } },
    });
  });

  it('drops the cap with an amount off, and a hidden percentage does not block saving', () => {
    const values = couponFormSchema.parse(
      typed({
        code: 'FLAT50',
        discountKind: 'amount',
        discountAmount: '50',
        discountPercent: 'x',
        maxDiscount: 'y',
      }),
    );
    expect(toCouponBody(values)).toMatchObject({
      discountPercent: null,
      discountAmount: 5_000,
      maxDiscount: null,
    });
  });

  it('says what is wrong under the field that is wrong', () => {
    expect(issuesOf(typed({ code: 'no', discountPercent: '' }))).toEqual({
      code: 'Use 3 to 20 letters, digits, - or _',
      discountPercent: 'Enter a whole percentage, e.g. 20',
    });
    expect(issuesOf(typed({ code: 'OK1', discountPercent: '120' }))).toEqual({
      discountPercent: 'must be a whole number from 1 to 100',
    });
    expect(issuesOf(typed({ code: 'OK1', discountPercent: '5', usageLimit: '0' }))).toEqual({
      usageLimit: 'must be a whole number from 1 to 10,00,000',
    });
    expect(issuesOf(typed({ code: 'OK1', discountKind: 'amount', discountAmount: '' }))).toEqual({
      discountAmount: 'is required',
    });
    expect(
      issuesOf(typed({ code: 'OK1', discountPercent: '5', startsOn: '2030-11-02', endsOn: '2030-11-01' })),
    ).toEqual({ endsOn: 'must not be before the start' });
  });
});
