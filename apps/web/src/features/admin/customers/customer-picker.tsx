'use client';

import type { Customer } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { useQuery } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { formStyles } from '@/components/ui/form-fields';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';
import styles from './customer-picker.module.css';
import { NewCustomerForm } from './new-customer-form';

type Props = {
  label: string;
  onPick(customer: Customer): void;
  /** Shown inside the box before anything is typed. */
  placeholder?: string;
  /** Narrow, beside other filters in a list's toolbar. */
  compact?: boolean;
  /** Offers to create the customer when the one on the phone has no account yet. */
  allowNew?: boolean;
};

/** Finds a customer by name or mobile number (`listCustomers`, `q`) and hands the chosen one back. */
export function CustomerPicker({ label, onPick, placeholder: placeholderGiven, compact, allowNew }: Props) {
  const t = useTranslations('adminPeople');
  const placeholder = placeholderGiven ?? t('customers.search');
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  /** What was typed when staff chose to create the customer; undefined while searching. */
  const [adding, setAdding] = useState<string>();
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(text.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [text]);
  const found = useQuery({
    queryKey: ['admin', customerRoutes.listCustomers.path, { q, size: 8 }],
    queryFn: () => staffData(customerRoutes.listCustomers, { query: { q, size: 8 } }),
    enabled: q.length >= 2,
  });
  const open = adding === undefined && q.length >= 2 && text.trim() === q;
  const pick = (customer: Customer) => {
    setText('');
    setQ('');
    setAdding(undefined);
    onPick(customer);
  };

  if (adding !== undefined) {
    return (
      <div className={styles.newCustomer}>
        <h3>{t('customers.new')}</h3>
        <NewCustomerForm typed={adding} onCreated={pick} />
        <button type="button" className={formStyles.linkButton} onClick={() => setAdding(undefined)}>
          {t('customers.picker.back')}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.picker} data-compact={compact || undefined}>
      <label htmlFor={id} className={kit.filterLabel}>
        {label}
      </label>
      <div className={kit.searchBox}>
        <Search aria-hidden="true" size={18} />
        <input
          id={id}
          type="search"
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-controls={open ? `${id}-results` : undefined}
        />
      </div>
      {open && (
        <div id={`${id}-results`} className={styles.results} aria-live="polite">
          {found.isError ? (
            <p role="alert">{messageOf(found.error)}</p>
          ) : !found.data ? (
            <p>{t('customers.picker.searching')}</p>
          ) : found.data.length === 0 ? (
            <p>{t('customers.picker.noMatch', { q })}</p>
          ) : (
            <ul aria-label={t('customers.picker.matching', { q })}>
              {found.data.map((customer) => (
                <li key={customer.id}>
                  <button type="button" onClick={() => pick(customer)}>
                    <strong>{customer.name}</strong> <span>{displayMobile(customer.mobileNumber)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {allowNew && (
            <button type="button" className={styles.addNew} onClick={() => setAdding(q)}>
              <Plus aria-hidden="true" size={18} /> {t('customers.picker.addNew', { q })}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
