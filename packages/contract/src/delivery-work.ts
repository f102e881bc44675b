import { z } from 'zod';
import { idSchema, paiseSchema, text, timestampSchema } from './common';
import { deliveryKindSchema } from './delivery';
import { orderStatusSchema, paymentMethodSchema, paymentStatusSchema } from './order';
import { BOTTLES_AT_A_STOP_MAX } from './plain/bottle';
import { DOOR_PAYMENT_KINDS, STOP_OUTCOMES } from './plain/delivery';
import { TEXT_LIMITS } from './plain/shop';
import { DOOR_CREDIT_KINDS } from './plain/subscription';
import { committedQuantitySchema } from './subscription';
import { localeSchema } from './user';

/**
 * The morning's work (issue 16.3): the day's packing list, a route sheet per area and slot, the
 * delivery person's marks at each stop, and bulk moves of a day's orders.
 */

const daySchema = z.iso.date({ error: 'Enter a day, e.g. 2026-11-28' });

export const deliveryDayQuerySchema = z.object({ date: daySchema });
export type DeliveryDayQuery = z.infer<typeof deliveryDayQuerySchema>;

/**
 * A paper's language (`?lang=ta`, the page's); without it, the signed-in staff member's own. A
 * screen's answer takes it too: product and area names in that language where staff gave them
 * (English without it).
 */
const paperLanguage = { lang: localeSchema.optional() };
export const packingPdfQuerySchema = deliveryDayQuerySchema.extend(paperLanguage);
export const deliveryDayInLanguageSchema = packingPdfQuerySchema;

const lineSchema = z.object({ productId: z.number().int(), name: z.string(), quantity: z.number().int() });

/** One order to pack: its lines and where and when it goes. */
export const packingOrderSchema = z.object({
  orderId: idSchema,
  status: orderStatusSchema,
  customerName: z.string(),
  /** The area the order was booked for; its name in the page's language on a Tamil screen (`?lang=`). */
  areaId: z.number().int().nullable(),
  areaName: z.string().nullable(),
  kind: deliveryKindSchema.nullable(),
  /** `5–8 am`; null for courier and unscheduled orders. */
  window: z.string().nullable(),
  /** The booked delivery as the order words it, or `No delivery booked`. */
  deliveryText: z.string(),
  items: z.array(lineSchema),
  total: paiseSchema,
  paymentMethod: paymentMethodSchema,
});

/** A day's packing: totals per product first, then every order. */
export const packingListSchema = z.object({
  date: daySchema,
  products: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      orders: z.number().int(),
    }),
  ),
  orders: z.array(packingOrderSchema),
  /**
   * What the day's subscriptions commit per product and slot, from their calendars: before the
   * cut-off their orders are not generated yet, after it these are in the orders above too.
   */
  committed: z.array(committedQuantitySchema),
});
export type PackingList = z.infer<typeof packingListSchema>;

export const stopOutcomeSchema = z.enum(STOP_OUTCOMES);

/** One route of a day: an own-delivery area's slot with its stops. */
export const routeSummarySchema = z.object({
  date: daySchema,
  areaId: idSchema,
  areaName: z.string(),
  slotId: idSchema,
  window: z.string(),
  stops: z.number().int(),
  /** Stops marked delivered. */
  delivered: z.number().int(),
  /** Cash still to collect on this route (COD orders not yet collected). */
  codToCollect: paiseSchema,
});
export type RouteSummary = z.infer<typeof routeSummarySchema>;

export const routeQuerySchema = z.object({ date: daySchema, areaId: idSchema, slotId: idSchema });
export type RouteQuery = z.infer<typeof routeQuerySchema>;
export const routeSheetPdfQuerySchema = routeQuerySchema.extend(paperLanguage);

export const routeStopSchema = z.object({
  orderId: idSchema,
  /** 1, 2, 3…: the staff-set order, else by PIN code and order number. */
  position: z.number().int(),
  status: orderStatusSchema,
  customerName: z.string(),
  /** The number to call: the delivery address's, else the customer's. */
  phone: z.string(),
  addressLines: z.array(z.string()),
  /** The same address in parts, for a screen that words the state in its language. */
  streetLines: z.array(z.string()),
  city: z.string(),
  /** As stored: the English name (decision 0053); the page words it. */
  state: z.string(),
  pincode: z.string(),
  /** A maps search for the address (opened by the phone's map app). */
  mapUrl: z.url(),
  items: z.array(lineSchema),
  total: paiseSchema,
  paymentMethod: paymentMethodSchema,
  paymentStatus: paymentStatusSchema,
  /** What to collect in cash at the door (0 when paid or already collected). */
  codToCollect: paiseSchema,
  /** How a cash-on-delivery order was paid at the door (cash or UPI); null until it is. */
  collectedBy: z.enum(DOOR_PAYMENT_KINDS).nullable(),
  /** The customer's note for the delivery, as they wrote it at checkout ("call before coming"). */
  customerNote: z.string().nullable(),
  /** The last mark at this stop, if any. */
  outcome: stopOutcomeSchema.nullable(),
  outcomeAt: timestampSchema.nullable(),
  outcomeBy: z.string().nullable(),
  note: z.string().nullable(),
  /**
   * A subscription's day (issue 34.5): paid from the wallet or on the monthly bill, nothing to
   * collect; "refused" at such a stop is the customer asking to skip the day at the door.
   */
  subscription: z.boolean(),
  /**
   * A subscription's day the shop's door rule gave back (issue 34.5): to the wallet or off the
   * monthly bill; null when not. A credited day takes no other mark.
   */
  doorCredit: z.enum(DOOR_CREDIT_KINDS).nullable(),
  /** Returnable bottles at this stop; null when the farm has no product in returnable bottles. */
  bottles: z
    .object({
      /** Bottles this stop's order hands over (its units of products in returnable bottles). */
      given: z.number().int(),
      /** Empties the delivery person counted at this stop. */
      collected: z.number().int(),
      /** The customer's balance now: bottles given minus collected, every order together. */
      balance: z.number().int(),
    })
    .nullable(),
});
export type RouteStop = z.infer<typeof routeStopSchema>;

export const routeSheetSchema = routeSummarySchema.extend({ stops: z.array(routeStopSchema) });
export type RouteSheet = z.infer<typeof routeSheetSchema>;

/** The stops of a route in the order the van takes them. */
export const routeOrderInputSchema = z.strictObject({
  date: daySchema,
  areaId: idSchema,
  slotId: idSchema,
  orderIds: z.array(idSchema).min(1).max(500),
});
export type RouteOrderInput = z.infer<typeof routeOrderInputSchema>;

/** A UPI payment taken at the door: what was paid and the reference the customer's app showed. */
export const upiAtDoorSchema = z.strictObject({
  amount: paiseSchema,
  reference: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6,35}$/, { error: 'Enter the UPI reference (6 to 35 letters or digits)' }),
});

/**
 * A delivery person's mark at a stop; money (cash, or UPI with its reference, not both) only with
 * a delivered cash-on-delivery order.
 */
export const stopOutcomeInputSchema = z
  .strictObject({
    outcome: stopOutcomeSchema,
    cashCollected: paiseSchema.optional(),
    upi: upiAtDoorSchema.optional(),
    note: text(TEXT_LIMITS.orderNote).nullish(),
    /**
     * Empties collected at this stop (returnable bottles), with any outcome (empties left out when
     * nobody is home). A later mark's count replaces the stop's count; it never adds to it.
     */
    bottlesCollected: z.number().int().min(0).max(BOTTLES_AT_A_STOP_MAX).optional(),
  })
  .refine((mark) => mark.cashCollected === undefined || mark.upi === undefined, {
    error: 'Record cash or UPI, not both',
    path: ['upi'],
  });
export type StopOutcomeInput = z.infer<typeof stopOutcomeInputSchema>;

export const BULK_ORDER_STATUSES = ['PACKED', 'SHIPPED'] as const;

/** Moves many of a day's orders at once; each is moved or refused on its own. */
export const bulkOrderStatusInputSchema = z.strictObject({
  orderIds: z.array(idSchema).min(1).max(500),
  status: z.enum(BULK_ORDER_STATUSES),
});
export type BulkOrderStatusInput = z.infer<typeof bulkOrderStatusInputSchema>;

export const bulkOrderStatusResultSchema = z.object({
  moved: z.array(idSchema),
  refused: z.array(
    z.object({
      orderId: idSchema,
      /** The refusal's error code (`ILLEGAL_STATUS_CHANGE`, `NOT_FOUND`…) and the order's status now. */
      code: z.string(),
      status: orderStatusSchema.nullable(),
      /** The API's own words, for logs and scripts; the admin words it from `code` and `status`. */
      message: z.string(),
    }),
  ),
});
export type BulkOrderStatusResult = z.infer<typeof bulkOrderStatusResultSchema>;

/** A staff account with the delivery role and the areas whose routes it sees. */
export const deliveryPersonSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  areaIds: z.array(idSchema),
});
export type DeliveryPerson = z.infer<typeof deliveryPersonSchema>;

export const deliveryPersonAreasInputSchema = z.strictObject({
  areaIds: z.array(idSchema).max(100),
});
export type DeliveryPersonAreasInput = z.infer<typeof deliveryPersonAreasInputSchema>;
