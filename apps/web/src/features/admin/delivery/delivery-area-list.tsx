'use client';

import type { DeliveryArea } from '@farm/contract';
import { DELIVERY_KIND_LABELS } from '@farm/contract/plain/delivery';
import { deliveryRoutes } from '@farm/contract/plain/routes/delivery';
import type { ReactNode } from 'react';
import { AdminList } from '@/features/admin/list/admin-list';
import { missingTamilFilter, tamilColumn } from '@/features/admin/list/missing-tamil';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatPaise } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import styles from './delivery.module.css';

/** The PIN codes shown in a row before "and N more". */
const PREVIEW = 3;

/** "3 PIN codes" over "642001, 642002, 642003 and 4 more". */
function pincodesOf(area: DeliveryArea): ReactNode {
  const n = area.pincodes.length;
  const shown = area.pincodes.slice(0, PREVIEW).join(', ');
  const rest = n > PREVIEW ? ` and ${n - PREVIEW} more` : '';
  return (
    <>
      {n} {n === 1 ? 'PIN code' : 'PIN codes'}
      <span className="visually-hidden">: </span>
      <span className={styles.more}>
        {shown}
        {rest}
      </span>
    </>
  );
}

/** On a phone, one cell for the hidden columns: "Own delivery" over "₹40.00 fee", and if so "switched off". */
function phoneSummaryOf(area: DeliveryArea): ReactNode {
  return (
    <>
      {DELIVERY_KIND_LABELS[area.kind]}
      <span className="visually-hidden">, </span>
      <span className={styles.more}>
        {formatPaise(area.deliveryFee)} fee{area.active ? '' : ' · switched off'}
      </span>
    </>
  );
}

const money = (paise: number | null, none: string) => (paise === null ? none : formatPaise(paise));

/** `/admin/delivery-areas`: every area (a handful), each a link to its editor. */
export function DeliveryAreaList() {
  return (
    <AdminList
      caption="Delivery areas"
      endpoint={deliveryRoutes.listDeliveryAreas}
      rowKey={(a) => a.id}
      empty="No delivery areas yet: every PIN code is served as the shop's settings say."
      filters={[missingTamilFilter]}
      columns={[
        {
          key: 'name',
          header: 'Name',
          cell: (a) => (
            <Link href={`/admin/delivery-areas/${a.id}`} className="admin-row-link">
              {a.name}
            </Link>
          ),
        },
        { key: 'kind', header: 'Kind', wide: true, cell: (a) => DELIVERY_KIND_LABELS[a.kind] },
        { key: 'pincodes', header: 'PIN codes', cell: pincodesOf },
        { key: 'fee', header: 'Fee', align: 'end', wide: true, cell: (a) => formatPaise(a.deliveryFee) },
        {
          key: 'free',
          header: 'Free from',
          align: 'end',
          wide: true,
          cell: (a) => money(a.freeDeliveryThreshold, 'Never'),
        },
        {
          key: 'minimum',
          header: 'Minimum',
          align: 'end',
          wide: true,
          cell: (a) => money(a.minimumOrder, 'None'),
        },
        { key: 'cod', header: 'COD', wide: true, cell: (a) => (a.codAllowed ? 'Yes' : 'No') },
        { key: 'phone', header: 'Delivery', narrow: true, cell: phoneSummaryOf },
        {
          key: 'active',
          header: 'Status',
          wide: true,
          cell: (a) =>
            a.active ? (
              <StatusBadge tone="good">Active</StatusBadge>
            ) : (
              <StatusBadge tone="muted">Switched off</StatusBadge>
            ),
        },
        tamilColumn({ name: 'name' }),
      ]}
    />
  );
}
