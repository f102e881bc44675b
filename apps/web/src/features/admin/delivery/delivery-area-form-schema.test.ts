import { describe, expect, it } from 'vitest';
import {
  type DeliveryAreaFormInput,
  deliveryAreaFormDefaults,
  deliveryAreaFormSchema,
  NEW_SLOT,
  toAreaBody,
} from './delivery-area-form-schema';

const typed = (patch: Partial<DeliveryAreaFormInput>): DeliveryAreaFormInput => ({
  ...deliveryAreaFormDefaults(undefined),
  name: 'Pollachi town',
  pincodes: '642001',
  ...patch,
});

function issuesOf(input: DeliveryAreaFormInput) {
  const result = deliveryAreaFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the delivery area form', () => {
  it('turns rupees, PIN codes in one box and a slot into the API area, keeping the slot id', () => {
    const values = deliveryAreaFormSchema.parse(
      typed({
        pincodes: '642001, 642002\n 6420',
        deliveryFee: '25',
        freeDeliveryThreshold: '499.50',
        categoryIds: ['3', '5'],
        slots: [{ ...NEW_SLOT, slotId: 7, capacity: '12' }],
      }),
    );
    expect(toAreaBody(values)).toEqual({
      name: 'Pollachi town',
      kind: 'OWN',
      pincodes: ['642001', '642002', '6420'],
      deliveryFee: 2500,
      freeDeliveryThreshold: 49_950,
      minimumOrder: null,
      codAllowed: true,
      categoryIds: [3, 5],
      courierDaysMin: null,
      courierDaysMax: null,
      active: true,
      translations: { ta: { name: '' } },
      slots: [
        {
          id: 7,
          startsAt: '05:00',
          endsAt: '08:00',
          capacity: 12,
          cutoffDaysBefore: 1,
          cutoffTime: '21:00',
          active: true,
        },
      ],
    });
  });

  it('a courier area sends its days and no slots, even with slot rows left in the form', () => {
    const values = deliveryAreaFormSchema.parse(
      typed({ kind: 'COURIER', courierDaysMin: '2', courierDaysMax: '4' }),
    );
    expect(toAreaBody(values)).toMatchObject({
      kind: 'COURIER',
      slots: [],
      courierDaysMin: 2,
      courierDaysMax: 4,
    });
  });

  it("says the contract's refusals under the field they are about", () => {
    expect(issuesOf(typed({ pincodes: '642001 60000x 0641' }))).toEqual({
      pincodes: '60000x, 0641: each must be a PIN code or its first digits, e.g. 642001 or 641',
    });
    expect(issuesOf(typed({ pincodes: '642001, 642001' }))).toEqual({ pincodes: '642001 is listed twice' });
    expect(issuesOf(typed({ pincodes: '' }))).toEqual({ pincodes: 'must list at least one PIN code' });
    expect(issuesOf(typed({ slots: [{ ...NEW_SLOT, endsAt: '04:00' }] }))).toEqual({
      'slots.0.endsAt': 'must end after it starts',
    });
    expect(issuesOf(typed({ slots: [{ ...NEW_SLOT, capacity: ' ' }] }))).toEqual({
      'slots.0.capacity': 'is required',
    });
    expect(issuesOf(typed({ slots: [] }))).toEqual({ slots: 'an own-delivery area needs a slot' });
    expect(issuesOf(typed({ kind: 'COURIER', courierDaysMin: '4', courierDaysMax: '2' }))).toEqual({
      courierDaysMax: 'must be at least the fewest days',
    });
    expect(issuesOf(typed({ name: ' ', deliveryFee: '' }))).toEqual({ deliveryFee: 'is required' });
    expect(issuesOf(typed({ name: ' ' }))).toEqual({ name: 'is required' });
  });

  it('shows a saved area in rupees and its slots with their ids', () => {
    const defaults = deliveryAreaFormDefaults({
      id: 1,
      name: 'Coimbatore',
      translations: {},
      kind: 'OWN',
      pincodes: ['641', '642001'],
      deliveryFee: 3000,
      freeDeliveryThreshold: null,
      minimumOrder: 15_000,
      codAllowed: false,
      categoryIds: [2],
      courierDaysMin: null,
      courierDaysMax: null,
      active: true,
      createdAt: '2026-11-01T00:00:00.000Z',
      slots: [
        {
          id: 9,
          startsAt: '17:00',
          endsAt: '19:00',
          capacity: 30,
          cutoffDaysBefore: 0,
          cutoffTime: '12:00',
          active: false,
          window: '5–7 pm',
        },
      ],
    });
    expect(defaults).toMatchObject({
      pincodes: '641, 642001',
      deliveryFee: '30.00',
      freeDeliveryThreshold: '',
      minimumOrder: '150.00',
      categoryIds: ['2'],
      slots: [{ slotId: 9, capacity: '30', cutoffDaysBefore: '0', cutoffTime: '12:00', active: false }],
    });
  });
});
