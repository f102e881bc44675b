'use client';

import type { DoorPaymentKind } from '@farm/contract/plain/delivery';
import { useTranslations } from 'next-intl';
import { formatPaise } from '@/lib/format';

type MoneyOfStop = {
  codToCollect: number;
  paymentMethod: string;
  total: number;
  collectedBy: DoorPaymentKind | null;
};

/**
 * What a stop's money asks of the delivery person, in the page's words (the contract's
 * `doorMoneyText` is the same choice in English, for the route sheet's PDF).
 */
export function useDoorMoney(): (stop: MoneyOfStop) => string {
  const t = useTranslations('adminDelivery.stop.money');
  return (stop) => {
    if (stop.codToCollect > 0) return t('collect', { amount: formatPaise(stop.codToCollect) });
    if (stop.paymentMethod === 'ONLINE') return t('paidOnline');
    if (stop.collectedBy === 'UPI') return t('paidUpi', { amount: formatPaise(stop.total) });
    if (stop.collectedBy === 'CASH') return t('cashCollected', { amount: formatPaise(stop.total) });
    return t('nothing');
  };
}

export function DoorMoney({ stop }: { stop: MoneyOfStop }) {
  return useDoorMoney()(stop);
}
