'use client';

import type { DeliveryArea } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import { deliveryRoutes } from '@farm/contract/plain/routes/delivery';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AdminList } from '@/features/admin/list/admin-list';
import { missingTamilFilter, tamilColumn } from '@/features/admin/list/missing-tamil';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatPaise } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import styles from './delivery.module.css';

/** The PIN codes shown in a row before "and N more". */
const PREVIEW = 3;

type Words = ReturnType<typeof useTranslations<'adminDelivery.areas'>>;

/** "3 PIN codes" over "642001, 642002, 642003 and 4 more". */
function pincodesOf(area: DeliveryArea, t: Words): ReactNode {
  const n = area.pincodes.length;
  const shown = area.pincodes.slice(0, PREVIEW).join(', ');
  const rest = n > PREVIEW ? t('andMore', { count: n - PREVIEW }) : '';
  return (
    <>
      {t('pincodeCount', { count: n })}
      <span className="visually-hidden">: </span>
      <span className={styles.more}>
        {shown}
        {rest}
      </span>
    </>
  );
}

/** On a phone, one cell for the hidden columns: "Own delivery" over "₹40.00 fee", and if so "switched off". */
function phoneSummaryOf(area: DeliveryArea, t: Words): ReactNode {
  return (
    <>
      {t(`kind.${area.kind}`)}
      <span className="visually-hidden">, </span>
      <span className={styles.more}>
        {t('feeOf', { amount: formatPaise(area.deliveryFee) })}
        {area.active ? '' : t('switchedOffSuffix')}
      </span>
    </>
  );
}

const money = (paise: number | null, none: string) => (paise === null ? none : formatPaise(paise));

/** `/admin/delivery-areas`: every area (a handful), each a link to its editor. */
export function DeliveryAreaList() {
  const t = useTranslations('adminDelivery.areas');
  const language = useLanguage();
  return (
    <AdminList
      caption={t('title')}
      endpoint={deliveryRoutes.listDeliveryAreas}
      rowKey={(a) => a.id}
      empty={t('empty')}
      filters={[missingTamilFilter]}
      columns={[
        {
          key: 'name',
          header: t('name'),
          cell: (a) => (
            <Link href={`/admin/delivery-areas/${a.id}`} className="admin-row-link">
              {translated(a, 'name', language)}
            </Link>
          ),
        },
        { key: 'kind', header: t('kindHeader'), wide: true, cell: (a) => t(`kind.${a.kind}`) },
        { key: 'pincodes', header: t('pincodes'), cell: (a) => pincodesOf(a, t) },
        { key: 'fee', header: t('fee'), align: 'end', wide: true, cell: (a) => formatPaise(a.deliveryFee) },
        {
          key: 'free',
          header: t('freeFrom'),
          align: 'end',
          wide: true,
          cell: (a) => money(a.freeDeliveryThreshold, t('never')),
        },
        {
          key: 'minimum',
          header: t('minimum'),
          align: 'end',
          wide: true,
          cell: (a) => money(a.minimumOrder, t('none')),
        },
        { key: 'cod', header: t('cod'), wide: true, cell: (a) => (a.codAllowed ? t('yes') : t('no')) },
        { key: 'phone', header: t('delivery'), narrow: true, cell: (a) => phoneSummaryOf(a, t) },
        {
          key: 'active',
          header: t('status'),
          wide: true,
          cell: (a) =>
            a.active ? (
              <StatusBadge tone="good">{t('active')}</StatusBadge>
            ) : (
              <StatusBadge tone="muted">{t('switchedOff')}</StatusBadge>
            ),
        },
        tamilColumn({ name: 'name' }),
      ]}
    />
  );
}
