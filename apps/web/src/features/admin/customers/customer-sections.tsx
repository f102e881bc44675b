'use client';

import type { CustomerHistoryEntry, Order, Route } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { addressRoutes } from '@farm/contract/plain/routes/address';
import { cartRoutes } from '@farm/contract/plain/routes/cart';
import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { wishlistRoutes } from '@farm/contract/plain/routes/wishlist';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { formStyles } from '@/components/ui/form-fields';
import { useStateName } from '@/features/address/use-state-name';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { AdminCard } from '@/features/admin/shell/admin-page';
import { OrderStatusBadge } from '@/features/admin/shell/order-status-badge';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import type { DataOf, InputOf } from '@/lib/api/endpoint-types';
import { messageOf } from '@/lib/api/problem';
import { staffCall, staffData } from '@/lib/api/staff-client';
import type { Envelope } from '@/lib/api/transport';
import { formatDateTime, formatPaise } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import styles from './customers.module.css';

function useStaffRead<R extends Route & { method: 'GET' }>(route: R, input: InputOf<R>) {
  return useQuery({
    queryKey: ['admin', route.path, input],
    queryFn: (): Promise<DataOf<R>> => (staffData as (r: R, i: unknown) => Promise<DataOf<R>>)(route, input),
  });
}

/** A section's body once its data is there; loading and failure otherwise. */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const t = useTranslations('adminCommon');
  if (query.isError) return <p role="alert">{messageOf(query.error)}</p>;
  if (query.data === undefined) return <p role="status">{t('loading')}</p>;
  return <>{children(query.data)}</>;
}

export function CustomerAddresses({ customerId }: { customerId: number }) {
  const t = useTranslations('adminPeople.customers.sections');
  const stateName = useStateName();
  const query = useStaffRead(addressRoutes.listCustomerAddresses, { params: { id: customerId } });
  return (
    <AdminCard title={t('addresses')}>
      <Loaded query={query}>
        {(addresses) =>
          addresses.length === 0 ? (
            <p>{t('noAddresses')}</p>
          ) : (
            <ul className={`${kit.stack} ${kit.snug} ${styles.cards}`}>
              {addresses.map((a) => (
                <li key={a.id}>
                  <Link href={`/admin/addresses/${a.id}`}>{a.name}</Link>{' '}
                  {a.isDefault && <StatusBadge tone="info">{t('default')}</StatusBadge>}
                  <br />
                  {a.line1}
                  {a.line2 && `, ${a.line2}`}, {a.city}, {stateName(a.state)} {a.pincode}
                  <br />
                  <small>{displayMobile(a.mobileNumber)}</small>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <Link
        href={`/admin/addresses/new?customerId=${customerId}`}
        className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small} ${styles.more}`}
      >
        {t('addAddress')}
      </Link>
    </AdminCard>
  );
}

const ORDERS_SHOWN = 10;

export function CustomerOrders({ customerId }: { customerId: number }) {
  const t = useTranslations('adminPeople.customers.sections');
  const language = useLanguage();
  const input = { params: { id: customerId }, query: { size: ORDERS_SHOWN } };
  const query = useQuery({
    queryKey: ['admin', orderRoutes.listCustomerOrders.path, input],
    queryFn: () => staffCall(orderRoutes.listCustomerOrders, input),
    placeholderData: keepPreviousData,
  });
  return (
    <AdminCard title={t('orders')}>
      <Loaded<Envelope<Order[]>> query={query}>
        {({ response: orders, page }) => (
          <>
            <DataTable<Order>
              caption={t('ordersCaption')}
              rows={orders}
              rowKey={(o) => o.id}
              empty={t('noOrders')}
              columns={[
                {
                  key: 'number',
                  header: t('order'),
                  cell: (o) => <Link href={`/admin/orders/${o.id}`}>#{o.id}</Link>,
                },
                { key: 'date', header: t('date'), cell: (o) => formatDateTime(o.createdAt, language) },
                { key: 'total', header: t('total'), align: 'end', cell: (o) => formatPaise(o.total) },
                { key: 'status', header: t('status'), cell: (o) => <OrderStatusBadge status={o.status} /> },
              ]}
            />
            {(page?.totalElements ?? 0) > orders.length && (
              <Link href={`/admin/orders?customerId=${customerId}`} className={styles.more}>
                {t('allOrders', { count: page?.totalElements ?? 0 })}
              </Link>
            )}
          </>
        )}
      </Loaded>
    </AdminCard>
  );
}

export function CustomerCart({ customerId }: { customerId: number }) {
  const t = useTranslations('adminPeople.customers.sections');
  const query = useStaffRead(cartRoutes.getCart, { params: { id: customerId } });
  return (
    <AdminCard title={t('cart')}>
      <Loaded query={query}>
        {(cart) =>
          cart.items.length === 0 ? (
            <p>{t('cartEmpty')}</p>
          ) : (
            <>
              <ul className={styles.rows}>
                {cart.items.map((item) => (
                  <li key={item.productId}>
                    <span>
                      {item.quantity} × {item.name}
                      {!item.inStock && <small>{t('notInStock')}</small>}
                    </span>
                    <span>{formatPaise(item.lineTotal)}</span>
                  </li>
                ))}
              </ul>
              <p className={styles.sum}>{t('subtotal', { amount: formatPaise(cart.subtotal) })}</p>
            </>
          )
        }
      </Loaded>
    </AdminCard>
  );
}

export function CustomerWishlist({ customerId }: { customerId: number }) {
  const t = useTranslations('adminPeople.customers.sections');
  const query = useStaffRead(wishlistRoutes.getWishlist, { params: { id: customerId } });
  return (
    <AdminCard title={t('wishlist')}>
      <Loaded query={query}>
        {(products) =>
          products.length === 0 ? (
            <p>{t('wishlistEmpty')}</p>
          ) : (
            <ul className={styles.rows}>
              {products.map((p) => (
                <li key={p.id}>
                  <span>
                    {p.name}
                    {!p.inStock && <small>{t('outOfStock')}</small>}
                  </span>
                  <span>{formatPaise(p.price)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </AdminCard>
  );
}

/** One line of the history, in words: what happened, by whom. */
function historyText(
  entry: CustomerHistoryEntry,
  t: ReturnType<typeof useTranslations<'adminPeople.customers.sections'>>,
): string {
  const who = entry.staffName ?? t('someone');
  if (entry.kind === 'created') return t('created', { who });
  const from = entry.fromValue ? displayMobile(entry.fromValue) : t('erasedNumber');
  const to = entry.toValue ? displayMobile(entry.toValue) : t('erasedNumber');
  return t('numberChanged', { who, from, to });
}

/** What staff did to the account: who created it, who corrected its number from what to what. */
export function CustomerHistory({ customerId }: { customerId: number }) {
  const t = useTranslations('adminPeople.customers.sections');
  const language = useLanguage();
  const query = useStaffRead(customerRoutes.listCustomerHistory, { params: { id: customerId } });
  return (
    <AdminCard title={t('history')}>
      <Loaded query={query}>
        {(entries) =>
          entries.length === 0 ? (
            <p>{t('noHistory')}</p>
          ) : (
            <ul className={styles.rows} aria-label={t('historyLabel')}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <span>{historyText(entry, t)}</span>
                  <small>{formatDateTime(entry.createdAt, language)}</small>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </AdminCard>
  );
}
