'use client';

import type { StaffCustomerSubscriptions } from '@farm/contract';
import { dayText } from '@farm/contract/plain/delivery';
import { displayMobile } from '@farm/contract/plain/mobile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import { toast } from '@/components/ui/toast';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import type { SubscriptionChange } from '@/features/subscription/subscription-api';
import { useProductWords } from '@/features/subscription/subscription-api';
import { SubscriptionCalendar } from '@/features/subscription/subscription-calendar';
import { SubscriptionChanges } from '@/features/subscription/subscription-changes';
import { BillCredits } from '@/features/wallet/bill-credits';
import { Ledger } from '@/features/wallet/ledger';
import { messageOf } from '@/lib/api/problem';
import { formatPaise, indiaToday } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import {
  changeForCustomer,
  customerBillKey,
  customerSubscriptionsKey,
  readCustomerBill,
  readCustomerSubscriptions,
} from './subscriptions-api';
import { WalletCreditForm } from './wallet-credit-form';

type StaffSubscription = StaffCustomerSubscriptions['subscriptions'][number];

/**
 * `/admin/subscriptions/customers/:id`: one customer on the phone (issue 34.6): each subscription's
 * next 14 days with the changes they ask for (recorded as made by the signed-in staff member, refused
 * after a day's cut-off in words), and their wallet: balance, ledger and a credit (on the monthly
 * bill for a customer on it, with what is due and this month's credits).
 */
export function CustomerSubscriptions({ customerId }: { customerId: number }) {
  const t = useTranslations('adminSubscriptions');
  const billWords = useTranslations('adminPeople.customers.bill');
  const answer = useQuery({
    queryKey: customerSubscriptionsKey(customerId),
    queryFn: () => readCustomerSubscriptions(customerId),
  });
  const bill = useQuery({
    queryKey: customerBillKey(customerId),
    queryFn: () => readCustomerBill(customerId),
  });
  const data = answer.data;
  const back = { href: '/admin/subscriptions', label: t('customer.back') };
  if (answer.isError)
    return (
      <AdminPage title={t('title')} back={back}>
        <LoadError message={messageOf(answer.error)} onRetry={() => void answer.refetch()} />
      </AdminPage>
    );
  if (!data)
    return (
      <AdminPage title={t('title')} back={back}>
        <LoadingRows label={t('loading')} />
      </AdminPage>
    );
  const { customer, wallet } = data;
  const onBill = bill.data?.monthlyBill ?? false;
  return (
    <AdminPage title={t('customerTitle', { name: customer.name })} back={back}>
      <p>
        <a href={`tel:${customer.mobileNumber}`}>
          {t('customer.call', { mobile: displayMobile(customer.mobileNumber) })}
        </a>
      </p>
      {data.subscriptions.length === 0 && <p>{t('customer.noSubscriptions')}</p>}
      {data.subscriptions.map((subscription) => (
        <StaffSubscriptionCard key={subscription.id} customerId={customerId} subscription={subscription} />
      ))}
      <AdminCard title={t('wallet.title')}>
        <p data-testid="wallet-balance">
          {t('wallet.balance')}: <strong>{formatPaise(wallet.balance)}</strong>
        </p>
        {bill.data?.monthlyBill && (
          <p data-testid="bill-due">
            <strong>
              {bill.data.duePaise < 0
                ? billWords('inCredit', { amount: formatPaise(-bill.data.duePaise) })
                : billWords('due', { amount: formatPaise(bill.data.duePaise) })}
            </strong>
          </p>
        )}
        {bill.isError && <p role="alert">{messageOf(bill.error)}</p>}
        {/* Until the bill's answer comes, no form: a credit must not go to the wrong place. */}
        {bill.data && <WalletCreditForm key={String(onBill)} customer={customer} onBill={onBill} />}
        {bill.data && <BillCredits credits={bill.data.credits} />}
        <h3>{t('wallet.ledger')}</h3>
        {wallet.entries.length === 0 ? <p>{t('wallet.empty')}</p> : <Ledger entries={wallet.entries} />}
      </AdminCard>
    </AdminPage>
  );
}

function StaffSubscriptionCard({
  customerId,
  subscription,
}: {
  customerId: number;
  subscription: StaffSubscription;
}) {
  const t = useTranslations('adminSubscriptions.customer');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const productIds = subscription.patterns.at(-1)?.lines.map((l) => l.productId) ?? [];
  const products = useProductWords(productIds);
  const change = useMutation({
    mutationFn: ({ change }: { change: SubscriptionChange; done: string }) =>
      changeForCustomer(subscription.id, change),
    onSuccess: async (_days, { done }) => {
      toast.success(done);
      await queryClient.invalidateQueries({ queryKey: customerSubscriptionsKey(customerId) });
    },
    // The cut-off's refusal comes worded with its day and time (problem-words).
    onError: (error) => toast.error(messageOf(error)),
  });
  const onChange = (next: SubscriptionChange, done: string) => change.mutate({ change: next, done });
  const cancelled = subscription.status === 'CANCELLED';
  const firstDay = subscription.calendar.find((d) => d.changeable)?.day;
  return (
    <AdminCard title={t('subscription', { id: subscription.id })}>
      <p>{cancelled ? t('cancelled') : t('since', { day: dayText(subscription.startDay, language) })}</p>
      <SubscriptionCalendar
        subscription={subscription}
        days={subscription.calendar}
        today={indiaToday()}
        window=""
        products={products}
        busy={change.isPending}
        onChange={onChange}
      />
      {!cancelled &&
        (firstDay ? (
          <SubscriptionChanges
            subscription={subscription}
            firstDay={firstDay}
            busy={change.isPending}
            onChange={onChange}
          />
        ) : (
          <p>{t('noChangeLeft')}</p>
        ))}
    </AdminCard>
  );
}
