import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@farm/contract/plain/statuses';
import { useTranslations } from 'next-intl';

/** The payment list's filters: by status, by method ("Cash on delivery" or "Online": the method, not whether it is paid). */
export function usePaymentOptions() {
  const t = useTranslations('adminOrders');
  return {
    statuses: PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`paymentStatus.${status}`) })),
    methods: PAYMENT_METHODS.map((method) => ({ value: method, label: t(`methodFilter.${method}`) })),
  };
}
