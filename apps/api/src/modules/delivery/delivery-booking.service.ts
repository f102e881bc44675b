import type { DeliveryChoice, DeliveryRules, PaymentMethod, Worded } from '@farm/contract';
import { dayText, slotWindowText } from '@farm/contract/plain/delivery';
import { rupeesText } from '@farm/contract/plain/money';
import type { DbOrTx, Tx } from '../../db/client.js';
import { conflict, type FieldError } from '../../lib/app-error.js';
import type { DeliverySnapshot } from './delivery.table.js';
import {
  areaAmong,
  type ServingAreaRow,
  type ServingAreas,
  servingAreas,
} from './delivery-area.repository.js';
import { courierWindowOf, daysOfArea, receives } from './delivery-check.service.js';
import { type Closures, closedAmong, closedDaysKept } from './delivery-slot.repository.js';
import { mixedText, notServedText } from './delivery-words.js';
import { refusalOf, slotDaysFrom } from './slot-plan.js';

/**
 * The delivery areas and closed days, read before checkout's transaction from memory
 * (db/kept-reads.ts): inside it the transaction holds PGlite's one connection.
 */
export type DeliveryRulesNow = { areas: ServingAreas; closures: Closures };

export async function deliveryRulesNow(db: DbOrTx): Promise<DeliveryRulesNow> {
  const [areas, closures] = await Promise.all([servingAreas(db), closedDaysKept(db)]);
  return { areas, closures };
}

/** What checkout tells delivery about the order. */
export type DeliveryRequest = {
  pincode: string;
  lines: readonly { index: number; name: string; categoryId: number }[];
  /** The items after their offers (paise): what the minimum order and free delivery look at. */
  itemsTotal: number;
  paymentMethod: PaymentMethod;
  /** Own delivery: the day and slot chosen; left out, the earliest open one. */
  choice?: DeliveryChoice | undefined;
  /** Staff's phone orders skip the storefront's cash-on-delivery rule of the area. */
  skipCodRule?: boolean;
  /**
   * A standing order (a subscription's day), committed before its cut-off and generated once it has
   * passed: the chosen slot's cut-off, the area's minimum order and the slot's capacity do not refuse
   * it (its place is still counted). A closed day still does.
   */
  standing?: boolean;
  now: Date;
};

/** The order's delivery, checked: its fee rules, and what the order row keeps. */
export type DeliveryPlan = {
  rules: DeliveryRules;
  areaId: number;
  slot: { id: number; capacity: number; date: string; window: string } | null;
  snapshot: DeliverySnapshot;
};

/**
 * Checks an order against the area that serves its address (inside checkout's transaction, before
 * any write): the area exists, receives every line, takes the amount and the payment method, and
 * has the chosen slot open on the chosen day. Null when the shop keeps no areas (delivers anywhere
 * at the settings' fee). Refusals are 409s naming the line or field.
 */
export async function planDelivery(
  tx: Tx,
  request: DeliveryRequest,
  kept: DeliveryRulesNow,
): Promise<DeliveryPlan | null> {
  const { pincode } = request;
  const area = areaAmong(kept.areas, pincode);
  if (!area) {
    if (kept.areas.length === 0) return null;
    throw conflict('NOT_DELIVERABLE', notServedText(pincode), [
      { field: 'addressId', code: 'NOT_SERVED', params: { pincode }, message: notServedText(pincode) },
    ]).worded({}, 'FIELD_SENTENCE');
  }
  const refused = request.lines.filter((line) => !receives(area, line.categoryId));
  if (refused.length > 0) {
    const accepted = request.lines.filter((line) => receives(area, line.categoryId)).map((l) => l.name);
    const refusedNames = refused.map((l) => l.name);
    throw conflict(
      'NOT_DELIVERABLE',
      mixedText(refusedNames, accepted, pincode),
      refused.map((line) => ({
        field: `productDetails.${line.index}.productId`,
        code: 'NOT_DELIVERED_HERE',
        params: { name: line.name, pincode },
        message: mixedText([line.name], [], pincode),
      })),
    ).worded(
      {
        refused: refusedNames,
        refusedCount: refusedNames.length,
        accepted,
        acceptedCount: accepted.length,
        pincode,
      },
      'NOT_TRAVELLING_TO_PINCODE',
    );
  }
  if (area.minimumOrder !== null && request.itemsTotal < area.minimumOrder && !request.standing) {
    const message = `Orders to ${area.name} start at ${rupeesText(area.minimumOrder)}; add ${rupeesText(area.minimumOrder - request.itemsTotal)} more`;
    const params = {
      area: area.name,
      minimumPaise: area.minimumOrder,
      shortPaise: area.minimumOrder - request.itemsTotal,
    };
    throw conflict('BELOW_MINIMUM_ORDER', message, [
      { field: 'productDetails', code: 'BELOW_MINIMUM_ORDER', params, message },
    ]).worded({}, 'FIELD_SENTENCE');
  }
  if (!area.codAllowed && request.paymentMethod === 'COD' && !request.skipCodRule) {
    const message = `Cash on delivery is not available in ${area.name}; pay online`;
    throw conflict('COD_NOT_AVAILABLE', message, [
      { field: 'paymentMethod', code: 'COD_NOT_AVAILABLE', params: { area: area.name }, message },
    ]).worded({}, 'FIELD_SENTENCE');
  }
  const rules = { deliveryFee: area.deliveryFee, freeDeliveryThreshold: area.freeDeliveryThreshold };
  if (area.kind === 'COURIER') {
    const window = courierWindowOf(area, request.now);
    return {
      rules,
      areaId: area.id,
      slot: null,
      snapshot: {
        areaName: area.name,
        kind: 'COURIER',
        window: null,
        expectedFrom: window?.from ?? null,
        expectedTo: window?.to ?? null,
      },
    };
  }
  const slot = await chosenSlot(tx, area, request, kept);
  return {
    rules,
    areaId: area.id,
    slot,
    snapshot: { areaName: area.name, kind: 'OWN', window: slot.window, expectedFrom: null, expectedTo: null },
  };
}

/** The slot the order goes in: the one chosen, if it is open that day, else the earliest open one. */
async function chosenSlot(tx: Tx, area: ServingAreaRow, request: DeliveryRequest, kept: DeliveryRulesNow) {
  const { choice, now } = request;
  if (!choice) {
    const earliest = (await daysOfArea(tx, area, now))
      .flatMap((day) => day.slots.map((slot) => ({ date: day.date, ...slot })))
      .find((slot) => slot.refusal === null);
    const slot = earliest && area.slots.find((s) => s.id === earliest.slotId);
    if (!earliest || !slot)
      throw slotRefused('slotId', {
        code: 'SLOTS_ALL_TAKEN',
        params: { area: area.name },
        message: `Every delivery slot of ${area.name} is taken for the next days`,
      });
    return {
      id: slot.id,
      capacity: slot.capacity,
      date: earliest.date,
      window: slotWindowText(slot.startsAt, slot.endsAt),
    };
  }
  const slot = area.slots.find((s) => s.id === choice.slotId);
  if (!slot) {
    throw slotRefused('slotId', {
      code: 'SLOT_NOT_AT_PINCODE',
      params: { pincode: request.pincode },
      message: `That slot does not deliver to ${request.pincode}; choose another`,
    });
  }
  const window = slotWindowText(slot.startsAt, slot.endsAt);
  const { from, to } = slotDaysFrom(now);
  if (!request.standing && (choice.date < from || choice.date > to)) {
    throw slotRefused('date', {
      code: 'DAY_OUT_OF_RANGE',
      params: { fromDay: from, toDay: to },
      message: `Choose a delivery day from ${dayText(from)} to ${dayText(to)}`,
    });
  }
  const closed = closedAmong(kept.closures, area.id, choice.date, choice.date).has(choice.date);
  // A standing order was committed before the cut-off: only a closed day refuses it.
  const refusal = request.standing
    ? closed
      ? 'CLOSED'
      : null
    : refusalOf(slot, choice.date, { closed, booked: 0, now });
  const when = `${dayText(choice.date)}, ${window}`;
  if (refusal === 'CUT_OFF') {
    throw slotRefused('slotId', {
      code: 'SLOT_CLOSED',
      params: { whenDay: choice.date, window },
      message: `Orders for ${when} have closed; choose a later slot`,
    });
  }
  if (refusal === 'CLOSED') {
    throw slotRefused('date', {
      code: 'DAY_CLOSED',
      params: { whenDay: choice.date },
      message: `The farm does not deliver on ${dayText(choice.date)}; choose another day`,
    });
  }
  // A standing order takes its place whatever the capacity: subscribers were promised it first.
  const capacity = request.standing ? STANDING_CAPACITY : slot.capacity;
  return { id: slot.id, capacity, date: choice.date, window };
}

/** The capacity a standing order books against: never full (the booking is still counted). */
const STANDING_CAPACITY = 2_147_483_647;

function slotRefused(field: 'date' | 'slotId', words: Worded) {
  const errors: FieldError[] = [{ field: `delivery.${field}`, ...words }];
  return conflict('SLOT_UNAVAILABLE', words.message, errors).worded({}, 'FIELD_SENTENCE');
}

/**
 * The order's refusal when its slot filled meanwhile: the checkout's own statement takes the place
 * (`slotPlaceSql`, after the prices are confirmed), and this refusal rolls its transaction back.
 */
export function slotFullRefusal(slot: NonNullable<DeliveryPlan['slot']>) {
  return slotRefused('slotId', {
    code: 'SLOT_FULL',
    params: { window: slot.window, whenDay: slot.date },
    message: `The ${slot.window} slot on ${dayText(slot.date)} is full; choose another`,
  });
}
