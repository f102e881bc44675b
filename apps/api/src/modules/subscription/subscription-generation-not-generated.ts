import type { SubscriptionNotGeneratedReason } from '@farm/contract';
import { slotWindowText } from '@farm/contract/plain/delivery';
import { rupeesText } from '@farm/contract/plain/money';
import type { Db } from '../../db/client.js';
import { transactionRetryingDeadlocks } from '../../db/deadlock-retry.js';
import { fitted, queueCustomerMessage } from '../notification/index.js';
import { getShopSettings } from '../settings/index.js';
import { type DeliveryGroup, recordDays } from './subscription-generation.repository.js';

/**
 * A due delivery the job could not place (issues 34.2, 34.3): the wallet could not cover it, or
 * stock, the slot or the area refused it. Its days are recorded with the reason (and, for money,
 * what it would have cost), and the customer is told that evening through the outbox, in the same
 * transaction: once, whichever run or process gets there first (the day's unique record; the
 * message's subject). Never silently. Answers whether this call recorded it.
 */
export async function recordNotGenerated(
  db: Db,
  group: DeliveryGroup,
  refusal: { reason: SubscriptionNotGeneratedReason; amount: number },
): Promise<boolean> {
  const [first] = group.subscriptions;
  if (!first) return false;
  const settings = await getShopSettings(db);
  const slot = { slotDay: group.day, slotWindow: slotWindowText(first.slot.startsAt, first.slot.endsAt) };
  return transactionRetryingDeadlocks(db, async (tx) => {
    const records = group.subscriptions.map((s) => ({
      subscriptionId: s.id,
      day: group.day,
      outcome: refusal.reason,
      orderId: null,
      amount: refusal.amount,
    }));
    if ((await recordDays(tx, records)) === 0) return false;
    const told = {
      subject: `not-generated:${group.subscriptions.map((s) => s.id).join('+')}:${group.day}`,
      to: first.customer.mobileNumber,
      language: first.customer.locale,
    };
    if (refusal.reason === 'BALANCE_TOO_LOW') {
      await queueCustomerMessage(tx, {
        ...told,
        event: 'deliveryNotGenerated',
        templateKey: 'deliveryNotGenerated',
        values: { shop: settings.farmName, amount: amountText(refusal.amount), ...slot },
      });
    } else {
      await queueCustomerMessage(tx, {
        ...told,
        event: 'deliveryRefused',
        templateKey: 'deliveryRefused',
        values: { shop: fitted(settings.farmName), notComing: refusal.reason, ...slot },
      });
    }
    return true;
  });
}

/** `75.00`: the template writes `Rs.` before it (₹ is not in the SMS alphabet). */
function amountText(paise: number): string {
  return rupeesText(paise).replace('₹', '');
}
