'use client';

import type { Order, OrderDelivery, OrderItem } from '@farm/contract';
import { slotWindowIn } from '@farm/contract/plain/delivery';
import { BASE_LANGUAGE, type Language, translated } from '@farm/contract/plain/languages';
import { useMemo } from 'react';
import { formatDateTime, formatDay, formatPaise } from '@/lib/format';
import { useWords, type Words } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import type { Messages } from '@/lib/i18n/messages';
import { paymentNoteText } from '@/lib/words/timeline-words';

/**
 * A placed order in the customer's words and the page's language: its status, how it is paid,
 * its lines' names and offers, refunds and delivery. A line is named as the product was when the
 * order was placed: in English as ordered (what the invoice says), in Tamil from the translations
 * the line kept then (decision 0053's addendum).
 */
export function useOrderWords() {
  const t = useWords('order');
  const language = useLanguage();
  return useMemo(() => orderWords(t, language), [t, language]);
}

/** `useOrderWords`' words from the namespace's words and the language (also for a test). */
export function orderWords(t: Words<Messages['order']>, language: Language) {
  return {
    t,
    language,
    status: (status: Order['status']) => t(`status.${status}`),
    placed: (order: Pick<Order, 'createdAt'>) =>
      t('placed', { when: formatDateTime(order.createdAt, language) }),
    lineName: (item: Pick<OrderItem, 'name' | 'translations'>) => translated(item, 'name', language),
    lineUnit: (item: Pick<OrderItem, 'unit' | 'translations'>) => translated(item, 'unit', language),
    /** `Ghee Festival: −₹69.90 each`: the profile's and the staff's order lines alike (a quote's line has no translations). */
    lineOffer: (
      item: Pick<OrderItem, 'unitDiscount' | 'offerTitle'> & Partial<Pick<OrderItem, 'translations'>>,
    ) =>
      item.unitDiscount > 0
        ? t('offerEach', {
            title: item.offerTitle ? translated(item, 'offerTitle', language) : t('offer'),
            amount: formatPaise(item.unitDiscount),
          })
        : null,
    payment: (order: Pick<Order, 'paymentMethod' | 'paymentStatus'>) => {
      // A subscription's day: paid from the wallet when generated, or on the monthly bill.
      if (order.paymentMethod === 'WALLET') return t('wallet');
      if (order.paymentMethod === 'MONTHLY_BILL') return t('monthlyBill');
      return order.paymentMethod === 'ONLINE'
        ? t(`paymentStatus.${order.paymentStatus}`)
        : `${t('cod')}${order.paymentStatus === 'COD_COLLECTED' ? t('codPaid') : ''}`;
    },
    refunds: (order: Pick<Order, 'payments'>) =>
      order.payments
        .filter((p) => p.status === 'REFUNDED' || p.status === 'PARTIALLY_REFUNDED')
        .map((p) => {
          const when = t('refunded', {
            amount: formatPaise(p.amount),
            when: formatDateTime(p.createdAt, language),
          });
          const note = paymentNoteText(p, language);
          return note ? `${when} — ${note}` : when;
        }),
    tracking: (tracking: string) => t('tracking', { tracking }),
    /**
     * English: as the order booked it (`Thu 26 Nov, 5–8 am`); else from its day and window, the
     * courier's days, or its kind. The storefront's order and the staff's order page and slip.
     */
    delivery: (delivery: OrderDelivery) => {
      if (language === BASE_LANGUAGE) return delivery.text;
      if (delivery.date) {
        return t('slot', {
          day: formatDay(delivery.date, language),
          window: slotWindowIn(delivery.window ?? '', language),
        });
      }
      if (delivery.expectedFrom && delivery.expectedTo) {
        return t('courierDays', {
          from: formatDay(delivery.expectedFrom, language),
          to: formatDay(delivery.expectedTo, language),
        });
      }
      return delivery.kind === 'OWN' ? t('ownDelivery') : t('byCourier');
    },
  };
}
