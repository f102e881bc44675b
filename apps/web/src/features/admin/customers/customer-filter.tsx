'use client';

import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { routeId } from '@/features/admin/form/route-id';
import { useAdminRecord } from '@/features/admin/form/use-admin-record';
import { useListParams } from '@/features/admin/list/use-list-params';
import styles from './customer-filter.module.css';
import { CustomerPicker } from './customer-picker';

/**
 * A list's `customerId` filter: find a customer to narrow the list to them, or see whose rows
 * these are and clear it. Lives in the URL like every other list filter.
 */
export function CustomerFilter() {
  const t = useTranslations('adminPeople');
  const { values, set } = useListParams();
  const id = routeId(values.customerId ?? '');
  const customer = useAdminRecord(customerRoutes.getCustomer, id ? { params: { id } } : undefined);

  if (!id) {
    return (
      <CustomerPicker
        label={t('fields.customer')}
        placeholder={t('customers.picker.find')}
        compact
        onPick={(c) => set({ customerId: String(c.id) })}
      />
    );
  }
  const name = customer.data?.name ?? (customer.isError ? `#${id}` : '…');
  return (
    <div className={styles.chip}>
      <span className={styles.label}>{t('fields.customer')}</span>
      <span className={styles.value}>
        {name}
        <button
          type="button"
          aria-label={t('customers.filter.clear', { name })}
          onClick={() => set({ customerId: undefined })}
        >
          <X aria-hidden="true" size={16} />
        </button>
      </span>
    </div>
  );
}
