import { z } from 'zod';
import { idSchema, paiseSchema, text, timestampSchema } from './common';
import { DELIVERY_KINDS, SLOT_REFUSALS } from './plain/delivery';
import { pincodeSchema } from './settings';
import { missingTranslationSchema, translationsReadSchema, translationsSchema } from './translations';

/** A PIN code, or its first digits for every PIN code that starts so (`641` = all of 641xxx). */
export const DELIVERY_AREA_TRANSLATED = ['name'] as const;

export const pincodePatternSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,5}$/, 'must be a PIN code or its first digits, e.g. 642001 or 641');

/** A time of day in India, 24-hour: `05:00`, `21:30`. */
export const timeOfDaySchema = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 05:00 or 21:30');

export const deliveryKindSchema = z.enum(DELIVERY_KINDS);

/** A delivery window of an own-delivery area with its daily capacity and order cut-off. */
export const deliverySlotInputSchema = z
  .strictObject({
    /** Keeps an existing slot (orders refer to it); without, a new one. */
    id: idSchema.optional(),
    startsAt: timeOfDaySchema,
    endsAt: timeOfDaySchema,
    /** Orders the slot takes on one day. */
    capacity: z.number().int().min(1).max(10_000),
    /** Orders close this many days before the delivery day (1: the day before) at `cutoffTime`. */
    cutoffDaysBefore: z.number().int().min(0).max(7).default(1),
    cutoffTime: timeOfDaySchema.default('21:00'),
    active: z.boolean().default(true),
  })
  .refine((slot) => slot.endsAt > slot.startsAt, {
    message: 'must end after it starts',
    path: ['endsAt'],
  });
export type DeliverySlotInput = z.input<typeof deliverySlotInputSchema>;

export const deliverySlotSchema = z.object({
  id: idSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  cutoffDaysBefore: z.number().int(),
  cutoffTime: z.string(),
  active: z.boolean(),
  /** `5–8 am`. */
  window: z.string(),
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;

const areaFields = {
  name: text(80),
  kind: deliveryKindSchema,
  pincodes: z.array(pincodePatternSchema).min(1, 'must list at least one PIN code').max(2000),
  deliveryFee: paiseSchema,
  /** Orders whose items (after offers) reach this pay no delivery fee; null: never free. */
  freeDeliveryThreshold: paiseSchema.nullable(),
  /** The least an order's items (after offers) may come to; null: any amount. */
  minimumOrder: paiseSchema.nullable(),
  codAllowed: z.boolean(),
  /** The categories the area receives; empty: every category. */
  categoryIds: z.array(idSchema).max(200),
  /** Courier areas: the days from order to door, e.g. 2 to 4. */
  courierDaysMin: z.number().int().min(0).max(30).nullable(),
  courierDaysMax: z.number().int().min(0).max(30).nullable(),
  active: z.boolean(),
};

/** `POST /delivery-areas`, `PUT /delivery-areas/{id}` (whole): an area as staff keep it. */
export const deliveryAreaInputSchema = z
  .strictObject({
    ...areaFields,
    freeDeliveryThreshold: areaFields.freeDeliveryThreshold.default(null),
    minimumOrder: areaFields.minimumOrder.default(null),
    codAllowed: areaFields.codAllowed.default(true),
    categoryIds: areaFields.categoryIds.default([]),
    courierDaysMin: areaFields.courierDaysMin.default(null),
    courierDaysMax: areaFields.courierDaysMax.default(null),
    active: areaFields.active.default(true),
    slots: z.array(deliverySlotInputSchema).max(12).default([]),
    translations: translationsSchema(DELIVERY_AREA_TRANSLATED, 160).optional(),
  })
  .superRefine((area, ctx) => {
    if (area.kind === 'COURIER') {
      if (area.slots.length > 0) {
        ctx.addIssue({ code: 'custom', path: ['slots'], message: 'a courier area has no slots' });
      }
      if (area.courierDaysMin === null || area.courierDaysMax === null) {
        ctx.addIssue({
          code: 'custom',
          path: [area.courierDaysMin === null ? 'courierDaysMin' : 'courierDaysMax'],
          message: 'a courier area needs its delivery days, e.g. 2 to 4',
        });
      } else if (area.courierDaysMin > area.courierDaysMax) {
        ctx.addIssue({
          code: 'custom',
          path: ['courierDaysMax'],
          message: 'must be at least the fewest days',
        });
      }
    } else if (!area.slots.some((slot) => slot.active !== false)) {
      ctx.addIssue({ code: 'custom', path: ['slots'], message: 'an own-delivery area needs a slot' });
    }
    const seen = new Set<string>();
    area.pincodes.forEach((pin, i) => {
      if (seen.has(pin))
        ctx.addIssue({ code: 'custom', path: ['pincodes', i], message: `${pin} is listed twice` });
      seen.add(pin);
    });
  });
export type DeliveryAreaInput = z.input<typeof deliveryAreaInputSchema>;

export const deliveryAreaSchema = z.object({
  id: idSchema,
  ...areaFields,
  name: z.string(),
  pincodes: z.array(z.string()),
  categoryIds: z.array(z.number().int()),
  slots: z.array(deliverySlotSchema),
  translations: translationsReadSchema(DELIVERY_AREA_TRANSLATED),
  createdAt: timestampSchema,
});

/** `GET /delivery-areas`: staff may keep only the areas whose Tamil is missing. */
export const deliveryAreaListQuerySchema = z.object({ missing: missingTranslationSchema });
export type DeliveryAreaListQuery = z.infer<typeof deliveryAreaListQuerySchema>;
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;

/** A day the farm does not deliver: for every area, or for one. */
export const deliveryClosureSchema = z.object({
  id: idSchema,
  date: z.iso.date(),
  areaId: z.number().int().nullable(),
  areaName: z.string().nullable(),
  reason: z.string(),
});
export type DeliveryClosure = z.infer<typeof deliveryClosureSchema>;

export const deliveryClosureCreateSchema = z.strictObject({
  date: z.iso.date({ error: 'Enter the day, e.g. 2026-01-15' }),
  /** Null or left out: every area. */
  areaId: idSchema.nullable().default(null),
  reason: text(120, 0).default(''),
});
export type DeliveryClosureCreate = z.input<typeof deliveryClosureCreateSchema>;

const productIdsQuery = z.preprocess(
  (value) =>
    (value === undefined ? [] : Array.isArray(value) ? value : String(value).split(',')).filter(
      (id) => id !== '',
    ),
  z.array(idSchema).max(100),
);

/** `GET /delivery/check`: can this PIN code receive these products, and when. */
export const deliveryCheckQuerySchema = z.object({
  pincode: pincodeSchema,
  productIds: productIdsQuery,
});
export type DeliveryCheckQuery = z.input<typeof deliveryCheckQuerySchema>;

export const deliverySlotChoiceSchema = z.object({
  slotId: z.number().int(),
  window: z.string(),
  /** Orders the slot can still take that day. */
  left: z.number().int(),
  /** Why it cannot be chosen; null: it can. */
  refusal: z.enum(SLOT_REFUSALS).nullable(),
});

export const deliveryDaySchema = z.object({
  date: z.iso.date(),
  /** `Tomorrow, Thu 26 Nov`. */
  label: z.string(),
  slots: z.array(deliverySlotChoiceSchema),
});
export type DeliveryDay = z.infer<typeof deliveryDaySchema>;

/** The area that serves a PIN code, as a customer sees it. */
export const servingAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: deliveryKindSchema,
  deliveryFee: z.number().int(),
  freeDeliveryThreshold: z.number().int().nullable(),
  minimumOrder: z.number().int().nullable(),
  codAllowed: z.boolean(),
  translations: translationsReadSchema(DELIVERY_AREA_TRANSLATED),
});
export type ServingArea = z.infer<typeof servingAreaSchema>;

/** The values of a delivery answer's sentence: a PIN code, a product's name. */
const deliveryWordParamsSchema = z.object({ pincode: z.string(), name: z.string().optional() });

export const deliveryCheckSchema = z.object({
  pincode: z.string(),
  /** Null: no area serves the PIN code (`served: false`). */
  area: servingAreaSchema.nullable(),
  served: z.boolean(),
  /**
   * Each asked product: whether the area receives it, and if not why, as a field code and its
   * values (decision 0049): `NOT_SERVED {pincode}`, `NOT_DELIVERED_HERE {name, pincode}`.
   */
  products: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      deliverable: z.boolean(),
      reason: z
        .object({ code: z.enum(['NOT_SERVED', 'NOT_DELIVERED_HERE']), params: deliveryWordParamsSchema })
        .nullable(),
    }),
  ),
  /** Own delivery: the days and slots to choose from (today and the next days). */
  days: z.array(deliveryDaySchema),
  /** Own delivery: the first open slot. */
  earliest: z.object({ date: z.iso.date(), slotId: z.number().int(), text: z.string() }).nullable(),
  /** Courier: the days the parcel is expected between. */
  courierWindow: z.object({ from: z.iso.date(), to: z.iso.date(), text: z.string() }).nullable(),
  /**
   * One line for the product page and the cart: `Delivers to 642001 — tomorrow 5–8 am`. Null when
   * some asked products do not travel there: `refusal` says it, worded by the reader.
   */
  summary: z.string().nullable(),
  /**
   * What does not travel there, and what does, as the checkout's problem says it
   * (`NOT_TRAVELLING_TO_PINCODE`: `Fresh Goat Milk does not travel to 600001; Goat Milk Ghee does`).
   */
  refusal: z
    .object({
      code: z.literal('NOT_TRAVELLING_TO_PINCODE'),
      params: z.object({
        refused: z.array(z.string()),
        refusedCount: z.number().int(),
        accepted: z.array(z.string()),
        acceptedCount: z.number().int(),
        pincode: z.string(),
      }),
    })
    .nullable(),
});
export type DeliveryCheck = z.infer<typeof deliveryCheckSchema>;

/** The delivery a checkout asks for: an own-delivery area's day and slot. */
export const deliveryChoiceSchema = z.strictObject({
  date: z.iso.date({ error: 'Choose a delivery day' }),
  slotId: idSchema,
});
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;

/** An order's delivery as it was booked. */
export const orderDeliverySchema = z.object({
  areaId: z.number().int().nullable(),
  areaName: z.string(),
  kind: deliveryKindSchema,
  /** Own delivery: the day and slot. */
  date: z.iso.date().nullable(),
  slotId: z.number().int().nullable(),
  window: z.string().nullable(),
  /** Courier: the expected days. */
  expectedFrom: z.iso.date().nullable(),
  expectedTo: z.iso.date().nullable(),
  /** `Thu 26 Nov, 5–8 am` or `by courier, 30 Nov – 2 Dec`. */
  text: z.string(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;
