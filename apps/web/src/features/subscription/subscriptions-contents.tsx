'use client';

import { useQuery } from '@tanstack/react-query';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/page-state';
import { useCustomerAddresses } from '@/features/address/addresses-query';
import { AccountFrame } from '@/features/profile/account-frame';
import type { SessionUser } from '@/features/session/session-store';
import { messageOf } from '@/lib/api/problem';
import { useWords } from '@/lib/i18n/client-words';
import { Link } from '@/lib/i18n/navigation';
import { withQueryScope } from '@/lib/query/query-scope';
import { DoorAndBottles } from './door-and-bottles';
import { listSubscriptions, subscriptionKeys } from './subscription-api';
import { SubscriptionCard } from './subscription-card';

/** Profile → Subscriptions: each of the customer's subscriptions with its calendar and changes. */
function Subscriptions({ user }: { user: SessionUser }) {
  const t = useWords('subscription');
  const list = useQuery({ queryKey: subscriptionKeys.list(user.id), queryFn: listSubscriptions });
  const addresses = useCustomerAddresses(user.id);
  const subscriptions = list.data ?? [];
  return (
    <AccountFrame title={t('title')}>
      {list.isPending && <LoadingRows label={t('loading')} />}
      {list.isError && (
        <LoadError
          message={t('failed', { problem: messageOf(list.error) })}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && subscriptions.length === 0 && (
        <EmptyState>
          {t('empty')} <Link href="/products">{t('browse')}</Link>
        </EmptyState>
      )}
      {subscriptions.map((subscription) => (
        <SubscriptionCard
          key={subscription.id}
          subscription={subscription}
          address={addresses.data?.find((a) => a.id === subscription.addressId)}
          customerId={user.id}
        />
      ))}
      {subscriptions.length > 0 && <DoorAndBottles customerId={user.id} />}
    </AccountFrame>
  );
}

export const SubscriptionsContents = withQueryScope(Subscriptions);
