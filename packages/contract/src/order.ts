import { z } from 'zod';
import { addressCreateSchema } from './address';
import {
  dateOrDateTimeSchema,
  idSchema,
  pageQuerySchema,
  paiseSchema,
  problemSchema,
  text,
  timestampSchema,
} from './common';
import { couponCodeSchema } from './coupon';
import { deliveryChoiceSchema, orderDeliverySchema } from './delivery';
import { invoiceLinkSchema } from './invoice';
import { DOOR_PAYMENT_KINDS, STOP_OUTCOMES } from './plain/delivery';
import { ORDER_LIMITS, TEXT_LIMITS } from './plain/shop';
import {
  CHECKOUT_PAYMENT_METHODS,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './plain/statuses';
import { pincodeSchema } from './settings';
import { translationsReadSchema } from './translations';

export const orderStatusSchema = z.enum(ORDER_STATUSES);

/**
 * The status machine: PLACED → CONFIRMED → PACKED → SHIPPED → DELIVERED; CANCELLED from PLACED,
 * CONFIRMED or PACKED (stock goes back); RETURNED from DELIVERED (stock does not go back by itself:
 * staff look at the returned goods first). Every other change is refused (409).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // Only a payment makes it PLACED (the payment module); people may only cancel it.
  PENDING_PAYMENT: ['CANCELLED'],
  PLACED: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['PACKED', 'CANCELLED'],
  PACKED: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: ['RETURNED'],
  CANCELLED: [],
  RETURNED: [],
};

/** A customer may cancel their own order only before it is packed. */
export const CUSTOMER_CANCELLABLE_STATUSES: readonly OrderStatus[] = [
  'PENDING_PAYMENT',
  'PLACED',
  'CONFIRMED',
];

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
/** What a checkout may choose: the wallet and the monthly bill are a subscription's, never chosen. */
export const checkoutPaymentMethodSchema = z.enum(CHECKOUT_PAYMENT_METHODS);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

export { ORDER_LIMITS } from './plain/shop';

export const orderLineInputSchema = z.strictObject({
  productId: idSchema,
  quantity: z.number().int().min(1).max(ORDER_LIMITS.maxQuantityPerLine),
  /**
   * The unit price the client showed (paise). Never the price charged: a different price today is
   * a 409 PRICE_CHANGED that names this line with its old and new price.
   */
  expectedUnitPrice: paiseSchema.optional(),
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

/** The lines of one checkout. A product may appear once (a repeated productId is a 400, not merged). */
export const productDetailsSchema = z
  .array(orderLineInputSchema)
  .min(1)
  .max(ORDER_LIMITS.maxLines)
  .superRefine((lines, ctx) => {
    const seen = new Set<number>();
    lines.forEach((line, index) => {
      if (seen.has(line.productId)) {
        ctx.addIssue({ code: 'custom', path: [index, 'productId'], message: 'appears more than once' });
      }
      seen.add(line.productId);
    });
  });

const noteSchema = text(TEXT_LIMITS.orderNote).nullish();

/** `POST /orders/products?customerId&addressId`: the storefront checkout. */
export const checkoutQuerySchema = z.object({
  /** Legacy: the token decides whose order it is; naming someone else is a 403. */
  customerId: idSchema.optional(),
  addressId: idSchema,
});

/**
 * The total the client showed (paise, delivery fee included). The order is priced by the API alone;
 * when the API's total (or a line's `expectedUnitPrice`) differs, nothing is placed: 409
 * PRICE_CHANGED with the new breakdown (`priceChangedProblemSchema`).
 */
const expectedTotalSchema = paiseSchema;

/**
 * The coupon the order is to use (at most one, decision 0030): the code the cart showed applied. A
 * code that does not apply now is 409 COUPON_INVALID and nothing is placed.
 */
const orderCouponSchema = couponCodeSchema.nullish();

export const checkoutBodySchema = z.strictObject({
  productDetails: productDetailsSchema,
  note: noteSchema,
  expectedTotal: expectedTotalSchema,
  couponCode: orderCouponSchema,
  /**
   * `COD` (the default) places the order; `ONLINE` holds it, with its stock, as PENDING_PAYMENT
   * until `POST /orders/{id}/payment` and the provider's payment make it PLACED.
   */
  paymentMethod: checkoutPaymentMethodSchema.optional(),
  /**
   * Own delivery (issue 16): the day and slot the customer chose from `GET /delivery/check`; left
   * out, the earliest open slot. Courier areas and shops without areas ignore it.
   */
  delivery: deliveryChoiceSchema.optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/**
 * `Idempotency-Key`: a retried checkout with the same key answers the first result. Loose: the
 * validated value replaces the request's headers, and the other headers must stay.
 */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z.string().min(1).max(ORDER_LIMITS.idempotencyKeyMaxLength).optional(),
});

/** The delivery address as typed for a phone order (an address's fields); the order keeps a copy. */
export const orderAddressInputSchema = addressCreateSchema.omit({ customerId: true, isDefault: true });

/** `POST /orders/1`: the staff's phone order, to a saved address or one typed in. */
export const phoneOrderBodySchema = z
  .strictObject({
    customerId: idSchema,
    addressId: idSchema.optional(),
    address: orderAddressInputSchema.optional(),
    productDetails: productDetailsSchema,
    note: noteSchema,
    /** Optional for staff: when given, checked like the storefront's. */
    expectedTotal: expectedTotalSchema.optional(),
    couponCode: orderCouponSchema,
    /** The day and slot, as on the storefront; left out, the earliest open slot. */
    delivery: deliveryChoiceSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.addressId === undefined) === (body.address === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['addressId'],
        message: 'must be a saved address or a new one, one of the two',
      });
    }
  });
export type PhoneOrderBody = z.infer<typeof phoneOrderBodySchema>;

/**
 * `POST /orders/quote`: the phone order's lines, priced before placing; for its customer when chosen
 * (a first-order offer depends on who buys).
 */
export const phoneOrderQuoteSchema = z.strictObject({
  customerId: idSchema.optional(),
  /** The delivery address's PIN code: its area's delivery fee. */
  pincode: pincodeSchema.optional(),
  productDetails: productDetailsSchema,
  couponCode: orderCouponSchema,
});
export type PhoneOrderQuote = z.infer<typeof phoneOrderQuoteSchema>;

export const orderStatusUpdateSchema = z.strictObject({
  status: orderStatusSchema,
  note: noteSchema,
});
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;

/** What an order line keeps of its product's translations, and its offer's title. */
export const ORDER_LINE_TRANSLATED = ['name', 'unit', 'offerTitle'] as const;
export type OrderLineTranslatedField = (typeof ORDER_LINE_TRANSLATED)[number];

export const orderItemSchema = z.object({
  productId: idSchema,
  productCode: z.string(),
  name: z.string(),
  unit: z.string(),
  imageUrl: z.string().nullable(),
  /** The list price of one unit when the order was placed. */
  unitPrice: paiseSchema,
  /** What the offer took off each unit (0 without one); the unit cost `unitPrice - unitDiscount`. */
  unitDiscount: paiseSchema,
  /** The offer that gave the discount, as it was titled then. */
  offerTitle: z.string().nullable(),
  /**
   * The product's name and unit, and the offer's title, in the other languages as they were when the
   * order was placed (decision 0053's addendum): the order page words the line in the reader's language.
   */
  translations: translationsReadSchema(ORDER_LINE_TRANSLATED),
  quantity: z.number().int(),
  /** What the line costs: `(unitPrice - unitDiscount) × quantity`. */
  lineTotal: paiseSchema,
  /** When the last of the line's units went back in stock (null while some are still out). */
  restockedAt: timestampSchema.nullable(),
  /**
   * Units of the line put back in stock so far (a cancellation, partial returns with restock,
   * "Return to stock"): never more than `quantity`; "Return to stock" puts back the rest.
   */
  restockedQuantity: z.number().int(),
  /** Units the customer gave back from a delivered order (a partial return), credited on a credit note. */
  returnedQuantity: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** `POST /orders/{id}/restock`: which line of a returned order goes back in stock (the units not put back yet). */
export const orderRestockSchema = z.strictObject({ productId: idSchema });
export type OrderRestock = z.infer<typeof orderRestockSchema>;

/**
 * `POST /orders/{id}/return-lines`: some units of a delivered order come back (a jar broken on the
 * way): which and how many, why, and whether they go back in stock. The order stays delivered; an
 * invoiced order gets a credit note for those units.
 */
export const orderLineReturnSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        productId: idSchema,
        quantity: z.number().int().min(1).max(ORDER_LIMITS.maxQuantityPerLine),
      }),
    )
    .min(1, 'Choose at least one line')
    .max(ORDER_LIMITS.maxLines),
  note: noteSchema,
  restock: z.boolean().optional(),
});
export type OrderLineReturn = z.infer<typeof orderLineReturnSchema>;

export const shippingAddressSchema = z.object({
  name: z.string(),
  mobileNumber: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  landmark: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/**
 * What the shop itself wrote on an order's timeline, as a kind and its values (issue 31.5b): the
 * reader words it from its catalogue (web: `messages/*.json`, namespace `timeline`). Nothing English
 * is stored; an event's free `note` is only what a person typed (and old rows' sentences).
 */
export const timelineNoteSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('PAID_ONLINE'),
    values: z.object({ method: z.string().nullable(), reference: z.string() }),
  }),
  z.object({ kind: z.literal('UNPAID_EXPIRED'), values: z.object({ minutes: z.number().int() }) }),
  z.object({ kind: z.literal('DOOR_MARK'), values: z.object({ outcome: z.enum(STOP_OUTCOMES) }) }),
  z.object({ kind: z.literal('ARCHIVED'), values: z.object({}) }),
  z.object({ kind: z.literal('UNARCHIVED'), values: z.object({}) }),
  z.object({
    kind: z.literal('LINES_RETURNED'),
    values: z.object({
      lines: z.array(z.object({ quantity: z.number().int(), name: z.string() })),
      restock: z.boolean(),
    }),
  }),
  z.object({
    kind: z.literal('RESTOCKED'),
    values: z.object({ quantity: z.number().int(), name: z.string() }),
  }),
]);
export type TimelineNote = z.infer<typeof timelineNoteSchema>;
export type TimelineNoteKind = TimelineNote['kind'];

export const orderEventSchema = z.object({
  status: orderStatusSchema,
  /** What a person typed (staff's note, a door mark's note), or an old row's stored sentence. */
  note: z.string().nullable(),
  /** What the shop wrote, as a kind and values; null when it wrote nothing. */
  systemNote: timelineNoteSchema.nullable(),
  actorKind: z.enum(['customer', 'staff', 'system']),
  actorName: z.string().nullable(),
  createdAt: timestampSchema,
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** Why money paid online is to go back: the order was cancelled, paid already, or not its total. */
export const UNNEEDED_PAYMENT_REASONS = ['CANCELLED', 'PAID_TWICE', 'WRONG_AMOUNT'] as const;

/**
 * What the shop wrote on a payment row, as a kind and its values (issue 31.5): the reader words it
 * from the `timeline` catalogue. `amount` of PAID_TO_REFUND is what was paid, in paise; a refund's
 * `orderCancelled` says the shop gave it back because the order was cancelled.
 */
export const paymentNoteSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('PAID_ONLINE'),
    values: z.object({ method: z.string().nullable(), reference: z.string() }),
  }),
  z.object({
    kind: z.literal('PAID_TO_REFUND'),
    values: z.object({
      method: z.string().nullable(),
      reference: z.string(),
      why: z.enum(UNNEEDED_PAYMENT_REASONS),
      amount: z.number().int(),
    }),
  }),
  z.object({
    kind: z.literal('REFUND'),
    values: z.object({ reference: z.string(), orderCancelled: z.boolean() }),
  }),
]);
export type PaymentNote = z.infer<typeof paymentNoteSchema>;

/** A change of an order's payment: cash collected, paid online, refunded; by whom, how much. */
export const orderPaymentSchema = z.object({
  status: paymentStatusSchema,
  amount: paiseSchema,
  /** Who: a customer, staff, or the shop itself (`system`: no name, or a payment provider's). */
  actorKind: z.enum(['customer', 'staff', 'system']),
  actorName: z.string().nullable(),
  /** What a person typed (a refund's reason, a cash note), or an old row's stored sentence. */
  note: z.string().nullable(),
  /** What the shop wrote, as a kind and values; null when it wrote nothing. */
  systemNote: paymentNoteSchema.nullable(),
  /** Money taken at the door (issue 32.10): CASH or UPI; null for other rows. */
  collectedBy: z.enum(DOOR_PAYMENT_KINDS).nullable(),
  createdAt: timestampSchema,
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** `POST /orders/{id}/cash-collected`: what the customer paid at the door (paise), at most the total. */
export const cashCollectedSchema = z.strictObject({
  amount: paiseSchema,
  note: noteSchema,
});
export type CashCollected = z.infer<typeof cashCollectedSchema>;

export const orderSchema = z.object({
  id: idSchema,
  cartBundleId: z.uuid(),
  status: orderStatusSchema,
  paymentMethod: paymentMethodSchema,
  paymentStatus: paymentStatusSchema,
  /** Oldest first. */
  payments: z.array(orderPaymentSchema),
  /** What staff may still refund of an online payment (paise); 0 for cash on delivery. */
  refundable: paiseSchema,
  /** Its GST papers (issue 17): the invoice once paid online or delivered, then any credit note. */
  invoices: z.array(invoiceLinkSchema),
  items: z.array(orderItemSchema),
  /** The items at list price (paise). */
  subtotal: paiseSchema,
  /** What offers took off the items. */
  discountTotal: paiseSchema,
  /** The coupon the order used, and what it took off the items after offers. */
  couponCode: z.string().nullable(),
  couponDiscount: paiseSchema,
  deliveryFee: paiseSchema,
  /** `subtotal - discountTotal - couponDiscount + deliveryFee`. */
  total: paiseSchema,
  shippingAddress: shippingAddressSchema,
  /** The delivery as booked (issue 16); null for orders from before the shop kept delivery areas. */
  delivery: orderDeliverySchema.nullable(),
  /** A courier order's courier and tracking number as staff wrote them when shipping; null otherwise. */
  tracking: z.string().nullable(),
  note: z.string().nullable(),
  customer: z.object({ id: idSchema, name: z.string(), mobileNumber: z.string() }),
  /** Oldest first. */
  timeline: z.array(orderEventSchema),
  /** What staff may move the order to next (the admin's buttons). */
  allowedNextStatuses: z.array(orderStatusSchema),
  /** Whether the customer may still cancel it themself. */
  cancellableByCustomer: z.boolean(),
  /** True for a phone order placed by staff. */
  placedByStaff: z.boolean(),
  /** When staff put the closed order away from their list (it stays in reports and papers); null: not. */
  archivedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const checkoutResultSchema = z.object({
  cartBundleId: z.uuid(),
  orders: z.array(orderSchema),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/**
 * What the order's rules say of an order now, as the API priced it (decision 0047): the client shows
 * these rather than working them out, and the checkout is refused for the same reasons.
 */
export const orderChecksSchema = z.object({
  /**
   * The delivery area's minimum order, held to the items after their offers: its amount and how
   * much more the order needs (0: met). Null when the area has none or no area is known.
   */
  minimumOrder: z.object({ areaName: z.string(), amount: paiseSchema, short: paiseSchema }).nullable(),
  /**
   * Whether the order may be paid in cash on delivery; if not, why: its area takes no cash
   * (`AREA`), or its total is above the shop's ceiling on a cash order (`CEILING`, `ceiling`).
   * Staff's phone orders skip these rules.
   */
  cashOnDelivery: z.object({
    allowed: z.boolean(),
    refusal: z.enum(['AREA', 'CEILING']).nullable(),
    areaName: z.string().nullable(),
    ceiling: paiseSchema.nullable(),
  }),
  /** The most lines one order may hold, and whether these are more. */
  lines: z.object({ max: z.number().int(), over: z.boolean() }),
});
export type OrderChecks = z.infer<typeof orderChecksSchema>;

/**
 * What an order costs, as the API works it out: the lines at today's prices with today's offers,
 * the items at list price, what the offers take off, the delivery fee (on the items after their
 * discounts) and the total (paise). The one breakdown the cart, the checkout and a 409 show.
 */
export const orderBreakdownSchema = z.object({
  items: z.array(
    orderItemSchema.pick({
      productId: true,
      name: true,
      unit: true,
      unitPrice: true,
      unitDiscount: true,
      offerTitle: true,
      quantity: true,
      lineTotal: true,
    }),
  ),
  subtotal: paiseSchema,
  discountTotal: paiseSchema,
  couponCode: z.string().nullable(),
  couponDiscount: paiseSchema,
  deliveryFee: paiseSchema,
  total: paiseSchema,
  /** The order's rules held to this breakdown: in the phone order's quote (not in a PRICE_CHANGED answer). */
  checks: orderChecksSchema.optional(),
});
export type OrderBreakdown = z.infer<typeof orderBreakdownSchema>;

/** What a 409 PRICE_CHANGED tells: what the client sent, the order as it would be now, and which lines moved. */
export const priceChangeSchema = z.object({
  /** The total the client sent (null: a phone order sent line prices only). */
  expectedTotal: paiseSchema.nullable(),
  breakdown: orderBreakdownSchema,
  /** The lines sent with an `expectedUnitPrice` that is no longer the price. */
  changedLines: z.array(
    z.object({
      productId: idSchema,
      name: z.string(),
      unit: z.string(),
      expectedUnitPrice: paiseSchema,
      unitPrice: paiseSchema,
    }),
  ),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** The problem document of a 409 PRICE_CHANGED: an RFC 9457 extension member `priceChange`. */
export const priceChangedProblemSchema = problemSchema.extend({ priceChange: priceChangeSchema });

export const bundleQuerySchema = z.object({ cartBundleId: z.uuid() });

/** `GET /orders/all` (staff): newest first. */
export const orderListQuerySchema = pageQuerySchema.extend({
  status: orderStatusSchema.optional(),
  customerId: idSchema.optional(),
  from: dateOrDateTimeSchema.optional(),
  to: dateOrDateTimeSchema.optional(),
  /** `#1042` or a short number: an order id; 5+ digits: an order id or part of the mobile number; else part of the name. */
  q: z.string().trim().max(100).optional(),
  /** `true`: the archived orders only; left out or `false`: the others. */
  archived: z.stringbool().optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const customerOrdersQuerySchema = pageQuerySchema;

/**
 * `POST /orders/{id}/buy-again` (issue 32.6): what "Buy again" put in the cart, and what differs
 * from the order, each as a kind and its values (the storefront words them): a product no longer
 * sold, fewer in stock than ordered (`added` of `ordered`; 0: none left), a new list price (paise).
 */
export const buyAgainChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('NOT_SOLD'), productId: idSchema, name: z.string() }),
  z.object({
    kind: z.literal('FEWER'),
    productId: idSchema,
    name: z.string(),
    ordered: z.number().int(),
    added: z.number().int(),
  }),
  z.object({
    kind: z.literal('PRICE'),
    productId: idSchema,
    name: z.string(),
    was: paiseSchema,
    now: paiseSchema,
  }),
  z.object({ kind: z.literal('CART_FULL'), productId: idSchema, name: z.string() }),
]);
export type BuyAgainChange = z.infer<typeof buyAgainChangeSchema>;

export const buyAgainResultSchema = z.object({
  /** The order's products the cart holds now (put in, raised to the ordered quantity, or there already). */
  added: z.number().int(),
  changes: z.array(buyAgainChangeSchema),
});
export type BuyAgainResult = z.infer<typeof buyAgainResultSchema>;
