import { z } from 'zod';
import { addressSchema } from './address';
import { idSchema, paiseSchema, timestampSchema } from './common';
import { otpCodeSchema } from './customer';
import { customerMessageSchema, messagePreferencesSchema } from './notification';
import { orderItemSchema, orderStatusSchema, paymentMethodSchema, shippingAddressSchema } from './order';
import { notifyStatusSchema } from './wishlist';

export * from './plain/account-closing';

/** `POST /customer/close`: the code sent to the customer's own number with `purpose=close_account`. */
export const closeAccountSchema = z.strictObject({ otp: otpCodeSchema });
export type CloseAccount = z.infer<typeof closeAccountSchema>;

/** A customer's `DELETE /customer/{id}` closes the account like `POST /customer/close`: with a code. */
export const deleteCustomerQuerySchema = z.object({ otp: otpCodeSchema.optional() });

/** What closing answers: when it was closed, and from when its personal data is erased. */
export const accountClosedSchema = z.object({
  closedAt: timestampSchema,
  eraseAfter: timestampSchema,
});
export type AccountClosed = z.infer<typeof accountClosedSchema>;

/**
 * Everything the shop keeps about one customer, as they may ask for it (DPDP Act 2023): their
 * profile, addresses, orders with their lines, reviews, wishlist, cart and back-in-stock requests.
 * Nothing of the staff's (who moved an order, moderation, internal ids of staff).
 */
export const customerDataExportSchema = z.object({
  exportedAt: timestampSchema,
  profile: z.object({
    id: idSchema,
    name: z.string(),
    mobileNumber: z.string(),
    email: z.string().nullable(),
    mobileVerified: z.boolean(),
    createdAt: timestampSchema,
    closedAt: timestampSchema.nullable(),
  }),
  addresses: z.array(addressSchema),
  orders: z.array(
    z.object({
      id: idSchema,
      createdAt: timestampSchema,
      status: orderStatusSchema,
      paymentMethod: paymentMethodSchema,
      items: z.array(orderItemSchema.omit({ imageUrl: true, restockedAt: true, restockedQuantity: true })),
      subtotal: paiseSchema,
      discountTotal: paiseSchema,
      deliveryFee: paiseSchema,
      total: paiseSchema,
      shippingAddress: shippingAddressSchema,
      note: z.string().nullable(),
    }),
  ),
  reviews: z.array(
    z.object({
      id: idSchema,
      productId: idSchema,
      productName: z.string(),
      rating: z.number().int(),
      title: z.string().nullable(),
      comment: z.string(),
      verifiedPurchase: z.boolean(),
      createdAt: timestampSchema,
    }),
  ),
  wishlist: z.array(
    z.object({ productId: idSchema, productCode: z.string(), name: z.string(), addedAt: timestampSchema }),
  ),
  cart: z.array(
    z.object({
      productId: idSchema,
      productCode: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      addedAt: timestampSchema,
    }),
  ),
  notifyRequests: z.array(
    z.object({
      productId: idSchema,
      productCode: z.string(),
      name: z.string(),
      status: notifyStatusSchema,
      createdAt: timestampSchema,
      notifiedAt: timestampSchema.nullable(),
    }),
  ),
  /** The message choices, as last made (none: never changed). */
  messagePreferences: messagePreferencesSchema.nullable(),
  /** What the shop told the customer about their orders, and how. */
  messages: z.array(
    customerMessageSchema.pick({
      orderId: true,
      event: true,
      channel: true,
      body: true,
      createdAt: true,
      sentAt: true,
    }),
  ),
});
export type CustomerDataExport = z.infer<typeof customerDataExportSchema>;
