'use client';

import type { Address, DeliveryCheck } from '@farm/contract';
import { dayText, slotWindowIn } from '@farm/contract/plain/delivery';
import { translated } from '@farm/contract/plain/languages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError, formStyles } from '@/components/ui/form-fields';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import panel from '@/components/ui/panel.module.css';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/toast';
import { addressLine } from '@/features/address/address-format';
import { chooseAddress, useCustomerAddresses } from '@/features/address/addresses-query';
import { useStateName } from '@/features/address/use-state-name';
import { useDeliveryCheck } from '@/features/delivery/delivery-api';
import { AccountFrame } from '@/features/profile/account-frame';
import type { SessionUser } from '@/features/session/session-store';
import { messageOf } from '@/lib/api/problem';
import { dayAfter, indiaToday } from '@/lib/format';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { withQueryScope } from '@/lib/query/query-scope';
import { DateField } from './date-field';
import { useOwnDeliveryRefusal } from './own-delivery-refusal';
import { NEW_PATTERN, patternOf, patternProblem } from './pattern-draft';
import { PatternFields } from './pattern-fields';
import styles from './subscription.module.css';
import {
  createSubscription,
  isSubscribable,
  productKey,
  readProduct,
  subscriptionKeys,
} from './subscription-api';

/** The morning and evening rounds the address's area offers, each once. */
function slotsOf(check: DeliveryCheck | undefined): { slotId: number; window: string }[] {
  const seen = new Map<number, string>();
  for (const day of check?.days ?? []) for (const slot of day.slots) seen.set(slot.slotId, slot.window);
  return [...seen].map(([slotId, window]) => ({ slotId, window }));
}

/** Subscribe to one product (issue 34): quantity and pattern, the area's slot, a start day, the address. */
function Subscribe({ user, productId }: { user: SessionUser; productId: number | undefined }) {
  const t = useWords('subscription');
  const language = useLanguage();
  const stateName = useStateName();
  const router = useRouter();
  const queryClient = useQueryClient();
  const id = productId ?? 0;
  const product = useQuery({ queryKey: productKey(id), queryFn: () => readProduct(id), enabled: id > 0 });
  const subscribable = useQuery({
    queryKey: ['subscribable', id],
    queryFn: () => isSubscribable(id),
    enabled: id > 0,
  });
  const addresses = useCustomerAddresses(user.id);
  const [addressId, setAddressId] = useState<number>();
  const address: Address | undefined =
    addresses.data?.find((a) => a.id === addressId) ?? chooseAddress(addresses.data ?? [], undefined);
  const check = useDeliveryCheck(address?.pincode, [id]);
  const refusal = useOwnDeliveryRefusal(check.data);
  const slots = slotsOf(check.data);
  const [slotId, setSlotId] = useState<number>();
  const chosenSlot = slots.find((s) => s.slotId === slotId) ?? slots[0];
  const earliest = check.data?.earliest?.date ?? dayAfter(indiaToday());
  const [startDay, setStartDay] = useState<string>();
  const [draft, setDraft] = useState(NEW_PATTERN);
  const name = product.data ? translated(product.data, 'name', language) : '';

  const subscribe = useMutation({
    mutationFn: () =>
      createSubscription({
        addressId: address?.id ?? 0,
        slotId: chosenSlot?.slotId ?? 0,
        startDay: startDay ?? earliest,
        pattern: patternOf(draft, [id]),
      }),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.list(user.id) });
      toast.success(t('subscribe.done', { name, day: dayText(created.startDay, language) }));
      router.push('/profilePage/subscriptions');
    },
  });

  if (!productId) {
    return (
      <AccountFrame title={t('title')}>
        <p>{t('subscribe.noProduct')}</p>
      </AccountFrame>
    );
  }
  if (product.isPending || addresses.isPending || subscribable.isPending) {
    return (
      <AccountFrame title={t('title')}>
        <LoadingRows label={t('loading')} />
      </AccountFrame>
    );
  }
  if (product.isError || addresses.isError || subscribable.isError) {
    const error = product.error ?? addresses.error ?? subscribable.error;
    return (
      <AccountFrame title={t('title')}>
        <LoadError
          message={t('failed', { problem: messageOf(error) })}
          onRetry={() => {
            void product.refetch();
            void addresses.refetch();
            void subscribable.refetch();
          }}
        />
      </AccountFrame>
    );
  }
  const blocked = !subscribable.data || !address || refusal !== undefined || !chosenSlot;
  return (
    <AccountFrame title={t('title')}>
      <section className={`${panel.panel} ${styles.card}`} aria-labelledby="subscribe-title">
        <h2 id="subscribe-title" className={styles.heading}>
          {t('subscribe.title', { name })}
        </h2>
        <p className={styles.muted}>{t('subscribe.intro')}</p>
        {!subscribable.data && <FormError message={t('subscribe.notSubscribable', { name })} />}
        {subscribable.data && (
          <form
            className={styles.form}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!blocked && !patternProblem(draft)) subscribe.mutate();
            }}
          >
            {addresses.data.length === 0 ? (
              <p>
                {t('subscribe.noAddress')}{' '}
                <Link href="/profilePage#addresses">{t('subscribe.addAddress')}</Link>
              </p>
            ) : (
              <SelectField
                label={t('subscribe.address')}
                value={String(address?.id ?? '')}
                onChange={(e) => setAddressId(Number(e.target.value))}
                options={addresses.data.map((a) => ({
                  value: String(a.id),
                  label: addressLine(a, stateName),
                }))}
              />
            )}
            {address && check.isPending && (
              <p role="status" className={styles.muted}>
                {t('subscribe.checking', { pincode: address.pincode })}
              </p>
            )}
            <FormError message={refusal} />
            {slots.length > 0 && refusal === undefined && (
              <fieldset className={formStyles.fieldset}>
                <legend>{t('subscribe.slot')}</legend>
                <div className={styles.choices}>
                  {slots.map((slot) => (
                    <label key={slot.slotId} className={formStyles.checkbox}>
                      <input
                        type="radio"
                        name="slot"
                        checked={chosenSlot?.slotId === slot.slotId}
                        onChange={() => setSlotId(slot.slotId)}
                      />
                      <span>{slotWindowIn(slot.window, language)}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            <PatternFields draft={draft} onChange={setDraft} />
            <DateField
              label={t('subscribe.start')}
              value={startDay ?? earliest}
              min={dayAfter(indiaToday())}
              onChange={setStartDay}
            />
            <FormError message={subscribe.isError ? messageOf(subscribe.error) : undefined} />
            <div>
              <button
                type="submit"
                className={formStyles.button}
                disabled={blocked || subscribe.isPending || patternProblem(draft) !== undefined}
              >
                {subscribe.isPending ? t('subscribe.sending') : t('subscribe.submit')}
              </button>
            </div>
          </form>
        )}
      </section>
    </AccountFrame>
  );
}

export const SubscribeContents = withQueryScope(Subscribe);
