import type { DoorCreditRule, StopOutcome, WalletReason } from '@farm/contract';
import type { Tx } from '../../db/client.js';
import { conflict } from '../../lib/app-error.js';
import type { OrderActor } from '../order/index.js';
import { getShopSettings } from '../settings/index.js';
import { moveMoney } from '../wallet/index.js';
import { creditOfOrder, daysOfOrder, debitByKey, insertDoorMark } from './subscription-door.repository.js';

type DoorMark = { orderId: number; outcome: StopOutcome; actor: OrderActor; at: Date };

const REASONS: Partial<Record<StopOutcome, WalletReason>> = {
  NOT_HOME: 'DOOR_NOT_HOME',
  REFUSED: 'DOOR_SKIP',
};

/** The shop's door rule for an outcome (settings): a day not taken is credited back, or not. */
function ruleOf(
  settings: { doorNotHomeCredit: DoorCreditRule; doorSkipCredit: DoorCreditRule },
  outcome: StopOutcome,
): DoorCreditRule {
  if (outcome === 'NOT_HOME') return settings.doorNotHomeCredit;
  if (outcome === 'REFUSED') return settings.doorSkipCredit;
  return 'NONE';
}

/**
 * A mark at a subscription's stop (issue 34.5), in the mark's transaction under the order's lock:
 * recorded with who and when, and the shop's rule applied once. A day credited back goes to the
 * wallet that paid for it (key `door:<subscriptions>:<day>`, the debit's own names) or, when no
 * debit was made (a monthly bill), comes off the bill. A repeated or raced mark credits nothing
 * more (the order's lock, the wallet's key, the one-credit-per-order index); a day credited back
 * cannot then be marked otherwise (409), since the customer has their money.
 */
export async function applyDoorRule(tx: Tx, mark: DoorMark): Promise<void> {
  const days = await daysOfOrder(tx, mark.orderId);
  const [first] = days;
  if (!first) return;
  const credited = await creditOfOrder(tx, mark.orderId);
  if (credited && credited.outcome !== mark.outcome) {
    throw conflict(
      'CONFLICT',
      'This day was credited back at the door; it cannot be marked otherwise',
    ).worded({ outcome: credited.outcome }, 'DOOR_DAY_CREDITED');
  }
  const staffId = mark.actor.kind === 'staff' ? mark.actor.id : null;
  const by = { markedById: staffId, markedByName: mark.actor.name, markedAt: mark.at };
  const record = {
    customerId: first.customerId,
    orderId: mark.orderId,
    day: first.day,
    outcome: mark.outcome,
  };
  const reason = REASONS[mark.outcome];
  const rule = ruleOf(await getShopSettings(tx), mark.outcome);
  if (credited || !reason || rule === 'NONE') {
    await insertDoorMark(tx, { ...record, ...by });
    return;
  }
  const names = `${days.map((d) => d.subscriptionId).join('+')}:${first.day}`;
  const debit = await debitByKey(tx, `delivery:${names}`);
  if (!debit) {
    // A monthly bill: nothing was debited, so the day comes off the bill instead.
    await insertDoorMark(tx, { ...record, ...by, creditKind: 'BILL', creditAmount: first.amount });
    return;
  }
  const amount = -debit.amount;
  await moveMoney(
    tx,
    {
      customerId: first.customerId,
      amount,
      reason,
      idempotencyKey: `door:${names}`,
      actor: 'SHOP',
      staffUserId: staffId,
    },
    1,
  );
  await insertDoorMark(tx, { ...record, ...by, creditKind: 'WALLET', creditAmount: amount });
}
