'use client';

import type { DeliveryCheck, DeliveryChoice, SlotRefusal } from '@farm/contract';
import { deliveryRoutes } from '@farm/contract/plain/routes/delivery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { formStyles } from '@/components/ui/form-fields';
import { LoadError } from '@/components/ui/page-state';
import { useDeliveryWords } from '@/features/delivery/use-delivery-words';
import { messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';
import { useWorded } from '@/lib/words/use-worded';
import styles from './manual-order.module.css';

type Props = {
  /** The chosen address's PIN code; none until an address is chosen. */
  pincode: string | undefined;
  productIds: number[];
  value: DeliveryChoice | undefined;
  /** The day and slot to book; undefined: the shop's earliest (courier areas have none). */
  onChange(choice: DeliveryChoice | undefined): void;
};

const REFUSAL_WORDS = {
  CUT_OFF: 'cutOff',
  FULL: 'full',
  CLOSED: 'closed',
} as const satisfies Record<SlotRefusal, string>;

const keyOf = (choice: DeliveryChoice) => `${choice.date}|${choice.slotId}`;

/** Whether `choice` is a slot the check offers now. */
function isOpen(check: DeliveryCheck, choice: DeliveryChoice | undefined): boolean {
  if (!choice) return false;
  const day = check.days.find((d) => d.date === choice.date);
  return Boolean(day?.slots.some((s) => s.slotId === choice.slotId && s.refusal === null));
}

/**
 * The phone order's delivery, as the shop checks it for the address's PIN code (`GET
 * /delivery/check`): which area serves it, which products it cannot take and why, and for own
 * delivery a day and slot to book (the earliest open one first; full or closed ones shown, not
 * offered). Asked again when the address or the products change.
 */
export function PhoneOrderDelivery({ pincode, productIds, value, onChange }: Props) {
  const t = useTranslations('adminOrders.phone.delivery');
  const words = useDeliveryWords();
  const selectId = useId();
  const check = useQuery({
    queryKey: ['admin', 'phone-order-delivery', pincode, productIds],
    queryFn: () => staffData(deliveryRoutes.checkDelivery, { query: { pincode: pincode ?? '', productIds } }),
    enabled: pincode !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const data = check.data;
  const refusal = useWorded(data?.refusal, 'detail');
  const summary = data?.refusal ? refusal : data && words.summary(data);

  // A choice the shop no longer offers (another PIN code, a slot that filled) goes back to the earliest.
  useEffect(() => {
    if (!data || isOpen(data, value)) return;
    const earliest = data.earliest ? { date: data.earliest.date, slotId: data.earliest.slotId } : undefined;
    if (keyOf(earliest ?? { date: '', slotId: 0 }) !== keyOf(value ?? { date: '', slotId: 0 })) {
      onChange(earliest);
    }
  }, [data, value, onChange]);

  if (pincode === undefined) return <p className={styles.noLines}>{t('chooseAddress')}</p>;
  if (check.isError) {
    return <LoadError size="section" message={messageOf(check.error)} onRetry={() => void check.refetch()} />;
  }
  if (!data) return <p role="status">{t('checking', { pincode })}</p>;
  const refused = data.products.filter((p) => !p.deliverable);
  return (
    <div className={styles.delivery} aria-busy={check.isFetching}>
      <p className={styles.deliverySummary}>{summary}</p>
      {refused.length > 0 && (
        <ul className={styles.refused} aria-label={t('refused')}>
          {refused.map((p) => (
            <RefusedProduct key={p.productId} product={p} />
          ))}
        </ul>
      )}
      {data.days.length > 0 && (
        <div className={styles.slotChoice}>
          <label htmlFor={selectId} className={formStyles.label}>
            {t('slot')}
          </label>
          <select
            id={selectId}
            className={formStyles.input}
            value={value ? keyOf(value) : ''}
            onChange={(e) => {
              const [date = '', slotId = ''] = e.target.value.split('|');
              onChange({ date, slotId: Number(slotId) });
            }}
          >
            {!value && <option value="">{t('noSlot')}</option>}
            {data.days.map((day) => (
              <optgroup key={day.date} label={words.dayLabel(day)}>
                {day.slots.map((slot) => (
                  <option
                    key={slot.slotId}
                    value={keyOf({ date: day.date, slotId: slot.slotId })}
                    disabled={slot.refusal !== null}
                  >
                    {words.dayLabel(day)}, {words.window(slot.window)} ·{' '}
                    {slot.refusal ? t(REFUSAL_WORDS[slot.refusal]) : t('left', { count: slot.left })}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      )}
      {data.courierWindow && <p>{t('courier', { text: words.courierDays(data.courierWindow) })}</p>}
    </div>
  );
}

/** Why the area does not take one product, worded from its code: `Fresh Goat Milk 500 ml does not travel to 600001`. */
function RefusedProduct({ product }: { product: DeliveryCheck['products'][number] }) {
  const t = useTranslations('adminOrders.phone.delivery');
  const reason = useWorded(product.reason);
  return <li>{reason ?? t('notHere', { name: product.name })}</li>;
}
