'use client';

import type { Order } from '@farm/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Package } from 'lucide-react';
import { useRef, useState } from 'react';
import { formStyles } from '@/components/ui/form-fields';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/page-state';
import panel from '@/components/ui/panel.module.css';
import { toast } from '@/components/ui/toast';
import { buyAgainWords } from '@/features/order/buy-again-text';
import { CancelOrderDialog } from '@/features/order/cancel-order-dialog';
import { OrderCard } from '@/features/order/order-card';
import { buyAgain } from '@/features/order/orders-api';
import type { SessionUser } from '@/features/session/session-store';
import { messageOf } from '@/lib/api/problem';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { CART_KEY } from '@/lib/query/cart-key';
import { listOrders, profileKeys } from './api';
import styles from './section.module.css';

/** The customer's orders, newest first, with their status timelines. */
export function OrderHistory({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const t = useWords('profile');
  const orderWords = useWords('order');
  const language = useLanguage();
  const key = profileKeys.orders(user.id);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => listOrders(user.id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page && last.page.number < last.page.totalPages ? last.page.number + 1 : undefined,
  });
  const [cancelling, setCancelling] = useState<Order>();
  const buying = useRef(false);
  const router = useRouter();
  const again = useMutation({
    mutationFn: (order: Order) => buyAgain(order.id),
    onSuccess: (result, order) => {
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
      const said = buyAgainWords(orderWords, language, order.items);
      const changes = result.changes.map(said.change);
      const text = (
        <span data-testid="buy-again-result">
          {said.title(result)}
          {changes.map((change) => (
            <span key={change} className={styles.toastLine}>
              {change}
            </span>
          ))}
        </span>
      );
      // One toast however often it is asked: a repeated answer replaces it.
      if (result.added === 0) toast.error(text, { id: 'buy-again', duration: 8_000 });
      else {
        toast.success(text, { id: 'buy-again', duration: changes.length > 0 ? 8_000 : 3_000 });
        router.push('/cartPage');
      }
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const orders = query.data?.pages.flatMap((page) => page.response) ?? [];

  return (
    <section id="orders" aria-labelledby="orders-title" className={`${panel.panel} ${styles.section}`}>
      <div className={`${formStyles.row} ${styles.header}`}>
        <h2 id="orders-title" className={styles.title}>
          <Package aria-hidden="true" size={22} /> {t('orders.title')}
        </h2>
      </div>
      {query.isPending && <LoadingRows label={t('orders.loading')} size="section" />}
      {query.isError && (
        <LoadError
          message={t('orders.failed', { problem: messageOf(query.error) })}
          onRetry={() => query.refetch()}
          size="section"
        />
      )}
      {query.isSuccess && orders.length === 0 && (
        <EmptyState>
          {t('orders.none')} <Link href="/products">{t('orders.browse')}</Link>
        </EmptyState>
      )}
      {orders.length > 0 && (
        <ul className={styles.list}>
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                look="history"
                onCancel={setCancelling}
                onBuyAgain={(o) => {
                  // A double tap lands both clicks before the button's disabled state is drawn.
                  if (buying.current) return;
                  buying.current = true;
                  again.mutate(o, { onSettled: () => (buying.current = false) });
                }}
                buyingAgain={again.isPending}
              />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className={styles.more}>
          <button
            type="button"
            className={`${formStyles.button} ${formStyles.secondary}`}
            onClick={() => query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? t('orders.loadingMore') : t('orders.more')}
          </button>
        </div>
      )}
      <CancelOrderDialog
        order={cancelling}
        onClose={() => setCancelling(undefined)}
        onSettled={() => queryClient.invalidateQueries({ queryKey: key })}
      >
        <p>{t('orders.cancelNote')}</p>
      </CancelOrderDialog>
    </section>
  );
}
