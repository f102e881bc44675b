import {
  DELIVERY_AREA_TRANSLATED,
  type DeliveryArea,
  type DeliveryAreaInput,
  type DeliveryKind,
  deliveryAreaInputSchema,
  pincodePatternSchema,
} from '@farm/contract';
import { z } from 'zod';
import { optionalRupeesSchema, paiseToRupees, rupeesSchema } from '@/features/admin/form/rupees';
import { translationDefaults, translationsFormSchema } from '@/features/admin/form/translations-form';
import { FORM_SENTENCES, REQUIRED } from '@/lib/forms/form-sentences';

/** "642001, 642002\n641" → ["642001", "642002", "641"]: commas, spaces or new lines between them. */
export function splitPincodes(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

/** A whole number typed as text; blank is none (null), the contract then says if one is needed. */
const wholeNumberText = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === '') return null;
    if (!/^\d{1,6}$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: FORM_SENTENCES.wholeNumber });
      return z.NEVER;
    }
    return Number(value);
  });

/**
 * One row of the slots editor. `slotId` (not `id`: the field array keeps its own `id` per row) is
 * the saved slot's, sent back so that orders booked on it keep it.
 */
const slotRowSchema = z.object({
  slotId: z.number().int().optional(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: wholeNumberText,
  cutoffDaysBefore: wholeNumberText,
  cutoffTime: z.string(),
  active: z.boolean(),
});

const fieldsSchema = z.object({
  name: z.string(),
  kind: z.enum(['OWN', 'COURIER']),
  /** The PIN codes as typed; each checked by the contract's `pincodePatternSchema`. */
  pincodes: z.string().transform((value, ctx) => {
    const pins = splitPincodes(value);
    const wrong = pins.filter((pin) => !pincodePatternSchema.safeParse(pin).success);
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `${wrong.join(', ')}: each must be a PIN code or its first digits, e.g. 642001 or 641`,
      });
      return z.NEVER;
    }
    return pins;
  }),
  deliveryFee: rupeesSchema,
  freeDeliveryThreshold: optionalRupeesSchema,
  minimumOrder: optionalRupeesSchema,
  codAllowed: z.boolean(),
  categoryIds: z.array(z.string()),
  courierDaysMin: wholeNumberText,
  courierDaysMax: wholeNumberText,
  active: z.boolean(),
  slots: z.array(slotRowSchema),
  translations: translationsFormSchema(DELIVERY_AREA_TRANSLATED, 160),
});

type FieldValues = z.output<typeof fieldsSchema>;

/** The API's area from the form's checked values: a courier area sends no slots, own delivery no days. */
export function toAreaBody(values: FieldValues): DeliveryAreaInput {
  const courier = values.kind === 'COURIER';
  return {
    name: values.name,
    kind: values.kind,
    pincodes: values.pincodes,
    deliveryFee: values.deliveryFee,
    freeDeliveryThreshold: values.freeDeliveryThreshold,
    minimumOrder: values.minimumOrder,
    codAllowed: values.codAllowed,
    categoryIds: values.categoryIds.map(Number),
    courierDaysMin: courier ? values.courierDaysMin : null,
    courierDaysMax: courier ? values.courierDaysMax : null,
    active: values.active,
    translations: values.translations,
    slots: courier
      ? []
      : values.slots.map((slot) => ({
          ...(slot.slotId !== undefined && { id: slot.slotId }),
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          capacity: slot.capacity ?? Number.NaN,
          cutoffDaysBefore: slot.cutoffDaysBefore ?? Number.NaN,
          cutoffTime: slot.cutoffTime,
          active: slot.active,
        })),
  };
}

/** A form field for a contract issue's path: one textarea holds every PIN code. */
function formPath(path: readonly PropertyKey[]): PropertyKey[] {
  if (path[0] === 'pincodes' || path[0] === 'categoryIds') return [path[0]];
  return [...path];
}

/**
 * The delivery area form: what staff type (rupees, numbers as text, PIN codes in one box). Its rules
 * are the contract's `deliveryAreaInputSchema`, run on the body the form would send, each issue put
 * under the field it is about.
 */
export const deliveryAreaFormSchema = fieldsSchema.superRefine((values, ctx) => {
  const result = deliveryAreaInputSchema.safeParse(toAreaBody(values));
  for (const issue of result.error?.issues ?? []) {
    const blank = issue.code === 'invalid_type' && issue.expected === 'number';
    ctx.addIssue({
      code: 'custom',
      path: formPath(issue.path),
      message: blank ? REQUIRED : issue.path[0] === 'name' ? nameMessage(issue) : issue.message,
    });
  }
});

function nameMessage(issue: z.core.$ZodIssue): string {
  return issue.code === 'too_small' ? REQUIRED : FORM_SENTENCES.atMostEighty;
}

export type DeliveryAreaFormInput = z.input<typeof deliveryAreaFormSchema>;
export type DeliveryAreaFormValues = z.output<typeof deliveryAreaFormSchema>;
export type SlotRow = DeliveryAreaFormInput['slots'][number];

/** A new slot row: 5 to 8 in the morning, orders closing at 9 pm the day before. */
export const NEW_SLOT: SlotRow = {
  startsAt: '05:00',
  endsAt: '08:00',
  capacity: '40',
  cutoffDaysBefore: '1',
  cutoffTime: '21:00',
  active: true,
};

export function deliveryAreaFormDefaults(area: DeliveryArea | undefined): DeliveryAreaFormInput {
  const kind: DeliveryKind = area?.kind ?? 'OWN';
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    name: area?.name ?? '',
    kind,
    pincodes: (area?.pincodes ?? []).join(', '),
    deliveryFee: paiseToRupees(area?.deliveryFee ?? 0),
    freeDeliveryThreshold: paiseToRupees(area?.freeDeliveryThreshold),
    minimumOrder: paiseToRupees(area?.minimumOrder),
    codAllowed: area?.codAllowed ?? true,
    categoryIds: (area?.categoryIds ?? []).map(String),
    courierDaysMin: text(area?.courierDaysMin),
    courierDaysMax: text(area?.courierDaysMax),
    active: area?.active ?? true,
    translations: translationDefaults(DELIVERY_AREA_TRANSLATED, area?.translations),
    slots: area
      ? area.slots.map((slot) => ({
          slotId: slot.id,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          capacity: String(slot.capacity),
          cutoffDaysBefore: String(slot.cutoffDaysBefore),
          cutoffTime: slot.cutoffTime,
          active: slot.active,
        }))
      : [NEW_SLOT],
  };
}
