'use client';

import type { PackingList } from '@farm/contract';
import { slotWindowIn } from '@farm/contract/plain/delivery';
import { BASE_LANGUAGE } from '@farm/contract/plain/languages';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { OrderStatusBadge } from '@/features/admin/shell/order-status-badge';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import { BulkMove } from './bulk-move';
import styles from './delivery-work.module.css';
import { itemsText } from './items-text';

type PackingOrder = PackingList['orders'][number];

/**
 * Each order of the day, all ticked at first: staff untick those not ready, then mark the rest
 * packed or shipped at once.
 */
export function PackingOrders({ orders, onMoved }: { orders: PackingOrder[]; onMoved(): Promise<unknown> }) {
  const t = useTranslations('adminDelivery.packing');
  const language = useLanguage();
  /** When it goes: the slot's window; else, in English, as the API words it, else by kind. */
  const when = (o: PackingOrder) =>
    o.window
      ? slotWindowIn(o.window, language)
      : language === BASE_LANGUAGE
        ? o.deliveryText
        : o.kind
          ? t(o.kind === 'COURIER' ? 'byCourier' : 'ownDelivery')
          : t('noDelivery');
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const selected = orders.filter((o) => !unticked.has(o.orderId)).map((o) => o.orderId);
  const allTicked = selected.length === orders.length;
  const tick = (id: number, on: boolean) =>
    setUnticked((before) => {
      const next = new Set(before);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className={styles.packingOrders}>
      <BulkMove orderIds={selected} onMoved={onMoved} />
      <DataTable
        caption={t('ordersToPack')}
        rowKey={(o) => o.orderId}
        rows={orders}
        empty={t('noOrders')}
        columns={[
          {
            key: 'pick',
            header: (
              <input
                type="checkbox"
                className={styles.tick}
                aria-label={t('selectAll')}
                checked={allTicked && orders.length > 0}
                onChange={(e) =>
                  setUnticked(e.target.checked ? new Set() : new Set(orders.map((o) => o.orderId)))
                }
              />
            ),
            cell: (o) => (
              <input
                type="checkbox"
                className={styles.tick}
                aria-label={t('selectOne', { id: o.orderId })}
                checked={!unticked.has(o.orderId)}
                onChange={(e) => tick(o.orderId, e.target.checked)}
              />
            ),
          },
          {
            key: 'order',
            header: t('order'),
            cell: (o) => (
              <span className={styles.cellLines}>
                <Link href={`/admin/orders/${o.orderId}`}>#{o.orderId}</Link>
                <small>{o.customerName}</small>
                <small className={styles.phoneOnly}>{when(o)}</small>
                <span className={styles.phoneOnly}>
                  <OrderStatusBadge status={o.status} />
                </span>
              </span>
            ),
          },
          {
            key: 'delivery',
            header: t('delivery'),
            wide: true,
            cell: (o) => (
              <span className={styles.cellLines}>
                {o.areaName ?? t('noArea')}
                <small>{when(o)}</small>
              </span>
            ),
          },
          {
            key: 'items',
            header: t('items'),
            cell: (o) => <span className={styles.items}>{itemsText(o.items)}</span>,
          },
          {
            key: 'status',
            header: t('status'),
            wide: true,
            cell: (o) => <OrderStatusBadge status={o.status} />,
          },
        ]}
      />
    </div>
  );
}
