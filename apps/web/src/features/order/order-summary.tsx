'use client';

import { CircleCheck, SearchX } from 'lucide-react';
import buttons from '@/components/ui/button.module.css';
import layout from '@/components/ui/layout.module.css';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { LoadError, LoadingRows, PageState } from '@/components/ui/page-state';
import { useHydratedSession } from '@/features/session/use-hydrated-session';
import { messageOf } from '@/lib/api/problem';
import { formatPaise } from '@/lib/format';
import { useWords } from '@/lib/i18n/client-words';
import { Link } from '@/lib/i18n/navigation';
import { OrderCard } from './order-card';
import styles from './order-summary.module.css';
import { PaymentNotice, type PaymentReturn } from './payment-notice';
import { isBundleId, isUnknownBundle, useOrderBundle } from './use-order-bundle';

function Links() {
  const t = useWords('order');
  return (
    <>
      <Link href="/products" className={buttons.primary}>
        {t('continueShopping')}
      </Link>
      <Link href="/profilePage" className={buttons.secondary}>
        {t('viewHistory')}
      </Link>
    </>
  );
}

/** `/orderSummaryDetails?cartBundleId=...`: the orders of one placed checkout. */
export function OrderSummary({
  cartBundleId,
  payment,
}: {
  cartBundleId: string | undefined;
  /** Back from hosted checkout: how the payment went. */
  payment?: PaymentReturn;
}) {
  const { ready, user } = useHydratedSession();
  const t = useWords('order');
  const common = useWords('common');
  const bundle = useOrderBundle(cartBundleId, user !== undefined);
  const here = `/orderSummaryDetails?cartBundleId=${cartBundleId ?? ''}`;
  const notFound = (
    <PageState icon={SearchX} title={t('notFound.title')} actions={<Links />}>
      {t('notFound.text')}
    </PageState>
  );

  const body = () => {
    if (!ready) return <LoadingRows label={t('loading')} rows={2} />;
    if (!user) {
      return (
        <LoginPrompt next={here} title={common('logInTitle')} action={common('logIn')}>
          {t('loginPrompt')}
        </LoginPrompt>
      );
    }
    if (!isBundleId(cartBundleId)) return notFound;
    if (bundle.isPending) return <LoadingRows label={t('loading')} rows={2} />;
    if (bundle.isError) {
      if (isUnknownBundle(bundle.error)) return notFound;
      return <LoadError message={messageOf(bundle.error)} onRetry={() => bundle.refetch()} />;
    }
    const orders = bundle.data;
    const justPlaced = orders.every((order) => order.status === 'PLACED');
    const paidOnline = orders.every((order) => order.paymentStatus === 'PAID');
    const awaiting = orders.filter((order) => order.status === 'PENDING_PAYMENT');
    const grandTotal = orders.reduce((sum, order) => sum + order.total, 0);
    return (
      <>
        {justPlaced && (
          <div className={styles.thanks} role="status">
            <CircleCheck aria-hidden="true" />
            <div>
              <p className={styles.thanksTitle}>
                {t(paidOnline ? 'thanksPaid' : 'thanks', { name: user.name })}
              </p>
              <p>
                {t('willCall')}
                {paidOnline ? t('nothingToPay') : t('payOnDelivery')}
              </p>
            </div>
          </div>
        )}
        {awaiting.map((order) => (
          <PaymentNotice key={order.id} order={order} returned={payment} />
        ))}
        <div className={layout.stack}>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} look="summary" />
          ))}
        </div>
        {orders.length > 1 && (
          <p className={styles.grandTotal}>
            {t('grandTotal')} <strong>{formatPaise(grandTotal)}</strong>
          </p>
        )}
        <div className={`${layout.actions} ${styles.actions}`}>
          <Links />
        </div>
      </>
    );
  };

  return (
    <div className={`container ${layout.page} ${styles.page}`}>
      <h1 className={layout.title}>{t('summaryTitle')}</h1>
      {body()}
    </div>
  );
}
