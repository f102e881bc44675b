import { z } from 'zod';
import { idSchema, pageQuerySchema, text, timestampSchema } from './common';
import { indianMobileSchema } from './contact';
import { pincodeSchema } from './settings';

/** India's 28 states and 8 union territories, by their official names (the address form's list). */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export const indianStateSchema = z.enum(INDIAN_STATES, {
  error: 'must be one of the states or union territories of India',
});

export { MAX_ADDRESSES_PER_CUSTOMER } from './plain/shop';

const addressFields = {
  /** The person who receives the parcel. */
  name: text(100),
  mobileNumber: indianMobileSchema,
  line1: text(200),
  line2: text(200).nullish(),
  landmark: text(200).nullish(),
  city: text(100),
  state: indianStateSchema,
  pincode: pincodeSchema,
  /** The customer's one default address; the first address is the default anyway. */
  isDefault: z.boolean().optional(),
};

/** An id in a JSON body: a number, never `"5"` or `true`. */
const bodyIdSchema = z.number().int().positive().max(2_147_483_647);

/**
 * `POST /address`. `customerId` may be left out by a signed-in customer (it is theirs); when given
 * it must be theirs (403 otherwise). Staff must name the customer.
 */
export const addressCreateSchema = z.strictObject({ customerId: bodyIdSchema.optional(), ...addressFields });
export type AddressCreate = z.infer<typeof addressCreateSchema>;

/** `PUT /address/{id}`: any subset; `customerId`, if sent, must be the address's owner. */
export const addressUpdateSchema = z.strictObject({ customerId: bodyIdSchema, ...addressFields }).partial();
export type AddressUpdate = z.infer<typeof addressUpdateSchema>;

export const addressSchema = z.object({
  id: idSchema,
  customerId: idSchema,
  name: z.string(),
  mobileNumber: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  landmark: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  isDefault: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Address = z.infer<typeof addressSchema>;

/** `GET /address/all` (staff): each address with whose it is, for the admin's list. */
export const staffAddressSchema = addressSchema.extend({
  customer: z.object({ id: idSchema, name: z.string(), mobileNumber: z.string() }),
});
export type StaffAddress = z.infer<typeof staffAddressSchema>;

export const addressListQuerySchema = pageQuerySchema.extend({
  customerId: idSchema.optional(),
  /** Part of the receiver's or the customer's name, the city or the PIN code; 3+ digits: part of a number. */
  q: z.string().trim().max(100).optional(),
});
export type AddressListQuery = z.infer<typeof addressListQuerySchema>;
