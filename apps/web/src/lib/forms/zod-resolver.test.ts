import { addressCreateSchema, contactCreateSchema } from '@farm/contract';
import type { ResolverOptions } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { zodResolver } from './zod-resolver';

/** A page in this language, as `pageLanguage()` reads it from `<html lang>`. */
function onPageIn(lang: string) {
  Object.assign(globalThis, { document: { documentElement: { lang } } });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document');
});

const address = {
  name: 'Meena',
  mobileNumber: '9876543210',
  line1: '12 Temple Street',
  city: 'Pollachi',
  state: 'Tamil Nadu',
  pincode: '6420',
};

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Record<string, unknown>>;

async function refusals(schema: Parameters<typeof zodResolver>[0], values: Record<string, unknown>) {
  const { errors } = await zodResolver(schema)(values, undefined, options);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

describe('a form refused on the page', () => {
  it('says the contract’s own sentence in Tamil on a Tamil page: the PIN code of the address form', async () => {
    onPageIn('ta');
    expect(await refusals(addressCreateSchema.omit({ customerId: true }), address)).toEqual({
      pincode: '6 இலக்கப் பின்கோடாக இருக்க வேண்டும்',
    });
  });

  it('says zod’s kinds of refusal in Tamil, with their values', async () => {
    onPageIn('ta');
    expect(
      await refusals(contactCreateSchema, {
        name: 'x'.repeat(101),
        mobileNumber: '9876543210',
        message: 'Hi',
      }),
    ).toMatchObject({ name: 'அதிகபட்சம் 100 எழுத்துகள் மட்டும்' });
  });

  it('keeps the contract’s English word for word on an English page', async () => {
    onPageIn('en');
    expect(await refusals(addressCreateSchema.omit({ customerId: true }), address)).toEqual({
      pincode: 'must be a 6-digit PIN code',
    });
  });

  it('leaves to the form fields what they word with the label (is required, the mobile number)', async () => {
    onPageIn('ta');
    expect(
      await refusals(addressCreateSchema.omit({ customerId: true }), {
        ...address,
        pincode: '642001',
        name: '',
        mobileNumber: '12',
      }),
    ).toEqual({
      name: 'is required',
      mobileNumber: 'must be a 10-digit Indian mobile number',
    });
  });
});
