'use client';

import type { Order, OrderItem } from '@farm/contract';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formStyles } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { ApiError, messageOf } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import styles from './orders.module.css';

/**
 * A returned order's lines, each with "Return to stock" once staff have checked the goods: the
 * units not yet put back (by a partial return with restock) go back, once (the server refuses a
 * second time); the timeline records who.
 */
export function ReturnToStock({ order, onChanged }: { order: Order; onChanged(): Promise<unknown> }) {
  const t = useTranslations('adminOrders.restock');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number>();

  const putBack = async (item: OrderItem) => {
    setBusy(item.productId);
    try {
      await staffCall(orderRoutes.restockReturnedLine, {
        params: { id: order.id },
        body: { productId: item.productId },
      });
      toast.success(t('done'));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      toast.error(messageOf(error));
      if (error instanceof ApiError && error.status === 409) await onChanged();
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <>
      <p className={styles.closed}>{t('intro')}</p>
      <ul className={styles.restockLines} aria-label={t('list')}>
        {order.items.map((item) => {
          // What partial returns or an earlier click put back is not put back again (the server's rule).
          const left = item.quantity - item.restockedQuantity;
          return (
            <li key={item.productId}>
              <span>
                {item.quantity} × {item.name}
                <small>
                  {item.productCode} · {item.unit}
                  {left > 0 && item.restockedQuantity > 0 && t('already', { count: item.restockedQuantity })}
                </small>
              </span>
              {left <= 0 ? (
                <span className={styles.restocked}>
                  {item.restockedAt
                    ? t('backInStockAt', { at: formatDateTime(item.restockedAt, language) })
                    : t('backInStock')}
                </span>
              ) : (
                <button
                  type="button"
                  className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
                  disabled={busy !== undefined}
                  aria-label={t('buttonFor', { count: left, name: item.name })}
                  onClick={() => void putBack(item)}
                >
                  {busy === item.productId ? t('saving') : t('button')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
