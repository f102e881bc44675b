import { slotWindowText } from '@farm/contract/plain/delivery';
import { rupeesText } from '@farm/contract/plain/money';
import type { Db } from '../../db/client.js';
import { transactionRetryingDeadlocks } from '../../db/deadlock-retry.js';
import { queueCustomerMessage } from '../notification/index.js';
import { getShopSettings } from '../settings/index.js';
import { type DeliveryGroup, recordDays } from './subscription-generation.repository.js';

/**
 * A delivery the wallet could not cover (issue 34.3): not generated, its days recorded as
 * `BALANCE_TOO_LOW` with what it would have cost, and the customer told that evening through the
 * outbox, in the same transaction: once, whichever run or process gets there first (the day's
 * unique record; the message's subject). Answers whether this call recorded it.
 */
export async function recordShortfall(
  db: Db,
  group: DeliveryGroup,
  shortfall: { amount: number },
): Promise<boolean> {
  const [first] = group.subscriptions;
  if (!first) return false;
  const settings = await getShopSettings(db);
  return transactionRetryingDeadlocks(db, async (tx) => {
    const records = group.subscriptions.map((s) => ({
      subscriptionId: s.id,
      day: group.day,
      outcome: 'BALANCE_TOO_LOW' as const,
      orderId: null,
      amount: shortfall.amount,
    }));
    if ((await recordDays(tx, records)) === 0) return false;
    await queueCustomerMessage(tx, {
      event: 'deliveryNotGenerated',
      subject: `not-generated:${group.subscriptions.map((s) => s.id).join('+')}:${group.day}`,
      to: first.customer.mobileNumber,
      templateKey: 'deliveryNotGenerated',
      values: {
        shop: settings.farmName,
        amount: amountText(shortfall.amount),
        slotDay: group.day,
        slotWindow: slotWindowText(first.slot.startsAt, first.slot.endsAt),
      },
      language: first.customer.locale,
    });
    return true;
  });
}

/** `75.00`: the template writes `Rs.` before it (₹ is not in the SMS alphabet). */
function amountText(paise: number): string {
  return rupeesText(paise).replace('₹', '');
}
