'use client';

import type { Address } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { MAX_ADDRESSES_PER_CUSTOMER } from '@farm/contract/plain/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { useLazyComponent } from '@/components/layout/use-lazy-component';
import badge from '@/components/ui/badge.module.css';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formStyles } from '@/components/ui/form-fields';
import layout from '@/components/ui/layout.module.css';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/page-state';
import panel from '@/components/ui/panel.module.css';
import { toast } from '@/components/ui/toast';
import type { AddressFormInput } from '@/features/address/address-form';
import {
  addressesKey,
  createAddress,
  deleteAddress,
  updateAddress,
  useCustomerAddresses,
} from '@/features/address/addresses-query';
import { useStateName } from '@/features/address/use-state-name';
import type { SessionUser } from '@/features/session/session-store';
import { sessionStore } from '@/features/session/session-store';
import { messageOf } from '@/lib/api/problem';
import { useWords } from '@/lib/i18n/client-words';
import styles from './section.module.css';

/** Editing: a new address ('new'), an existing one, or nothing. */
type Editing = 'new' | Address | undefined;

/** The customer's delivery addresses: add, edit, make default, delete (after asking). */
export function AddressBook({ user }: { user: SessionUser }) {
  const t = useWords('profile');
  const stateName = useStateName();
  const queryClient = useQueryClient();
  const key = addressesKey(user.id);
  const query = useCustomerAddresses(user.id);
  const [editing, setEditing] = useState<Editing>();
  // The address form (and its checks) loads when an address is added or edited (decision 0041).
  const AddressForm = useLazyComponent(editing !== undefined, () =>
    import('@/features/address/address-form').then((m) => m.AddressForm),
  );
  const [deleting, setDeleting] = useState<Address>();
  const addresses = query.data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const save = async (input: AddressFormInput) => {
    const isDefault = input.isDefault ? true : undefined;
    if (editing === 'new') {
      await createAddress({ ...input, isDefault, customerId: user.id });
      toast.success(t('addresses.created'));
    } else if (editing) {
      await updateAddress(editing.id, { ...input, isDefault });
      toast.success(t('addresses.updated'));
    }
    setEditing(undefined);
    await refresh();
  };

  const makeDefault = useMutation({
    mutationFn: (address: Address) => updateAddress(address.id, { isDefault: true }),
    onSuccess: () => toast.success(t('addresses.updated')),
    onError: (error) => toast.error(messageOf(error)),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (address: Address) => deleteAddress(address.id),
    onSuccess: (_answer, address) => {
      const session = sessionStore.getState();
      if (session.addressId === address.id) session.setAddressId(undefined);
      toast.success(t('addresses.deleted'));
      setDeleting(undefined);
    },
    onError: (error) => toast.error(messageOf(error)),
    onSettled: refresh,
  });

  const canAdd = query.isSuccess && addresses.length < MAX_ADDRESSES_PER_CUSTOMER && editing === undefined;

  return (
    <section id="addresses" aria-labelledby="addresses-title" className={`${panel.panel} ${styles.section}`}>
      <div className={`${formStyles.row} ${styles.header}`}>
        <h2 id="addresses-title" className={styles.title}>
          <MapPin aria-hidden="true" size={22} /> {t('addresses.title')}
        </h2>
        {canAdd && (
          <button
            type="button"
            className={`${formStyles.button} ${formStyles.small}`}
            onClick={() => setEditing('new')}
          >
            <Plus aria-hidden="true" size={18} /> {t('addresses.add')}
          </button>
        )}
      </div>
      {editing !== undefined && !AddressForm && <p role="status">{t('addresses.loadingForm')}</p>}
      {editing !== undefined && AddressForm && (
        <AddressForm
          variant="customer"
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? undefined : editing}
          recipient={{ name: user.name, mobileNumber: user.mobileNumber ?? '' }}
          first={addresses.length === 0}
          onSave={save}
          onCancel={() => setEditing(undefined)}
        />
      )}
      {query.isPending && <LoadingRows label={t('addresses.loading')} size="section" />}
      {query.isError && (
        <LoadError
          message={t('addresses.failed', { problem: messageOf(query.error) })}
          onRetry={() => query.refetch()}
          size="section"
        />
      )}
      {query.isSuccess && addresses.length === 0 && editing === undefined && (
        <EmptyState>{t('addresses.none')}</EmptyState>
      )}
      {addresses.length > 0 && (
        <ul className={styles.list} aria-label={t('addresses.saved')}>
          {addresses.map((address) => (
            <li
              key={address.id}
              className={`${panel.panel} ${panel.soft} ${panel.snug} ${styles.card}`}
              data-testid="address-card"
            >
              <div className={formStyles.row}>
                <strong>{address.name}</strong>
                {address.isDefault && (
                  <span className={`${badge.badge} ${badge.gold}`}>{t('addresses.default')}</span>
                )}
              </div>
              <address className={styles.address}>
                {[address.line1, address.line2, address.landmark].filter(Boolean).join(', ')}
                <br />
                {address.city}, {stateName(address.state)} – {address.pincode}
                <br />
                <span className={styles.muted}>
                  {t('addresses.phone', { mobile: displayMobile(address.mobileNumber) })}
                </span>
              </address>
              <div className={`${layout.actions} ${styles.actions}`}>
                <button
                  type="button"
                  className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
                  onClick={() => setEditing(address)}
                  aria-label={t('addresses.editLabel', { name: address.name, line: address.line1 })}
                >
                  {t('addresses.edit')}
                </button>
                {!address.isDefault && (
                  <button
                    type="button"
                    className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
                    onClick={() => makeDefault.mutate(address)}
                    disabled={makeDefault.isPending}
                  >
                    {t('addresses.makeDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
                  onClick={() => setDeleting(address)}
                  aria-label={t('addresses.deleteLabel', { name: address.name, line: address.line1 })}
                >
                  {t('addresses.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('addresses.deleteTitle')}
        confirmLabel={t('addresses.delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(undefined)}
      >
        {deleting && (
          <p>
            {t('addresses.deleteNote', { name: deleting.name, line: deleting.line1, city: deleting.city })}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
