'use client';

import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { toast } from '@/components/ui/toast';
import { messageOf } from '@/lib/api/problem';
import { useWords } from '@/lib/i18n/client-words';
import { payOnline } from './online-payment';

/** "Pay now" for an order awaiting its payment: off to the provider's page; a refusal is a toast. */
export function PayNowButton({ orderId, className }: { orderId: number; className?: string }) {
  const t = useWords('order');
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    try {
      await payOnline(orderId);
    } catch (error) {
      toast.error(messageOf(error));
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className ?? buttons.primary} onClick={pay} disabled={busy}>
      {busy ? t('toPayment') : t('payNow')}
    </button>
  );
}
