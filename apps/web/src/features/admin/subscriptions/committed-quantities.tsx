'use client';

import type { CommittedQuantity } from '@farm/contract';
import { slotWindowIn, slotWindowText } from '@farm/contract/plain/delivery';
import { type Language, translated } from '@farm/contract/plain/languages';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { useLanguage } from '@/lib/i18n/language-context';

/** The product's name and unit in the page's language, staff's own words when not translated. */
function productWords(line: CommittedQuantity, language: Language) {
  const own = language === 'en' ? undefined : line.translations[language];
  return { name: own?.name || line.productName, unit: own?.unit || line.unit };
}

/**
 * What the subscriptions commit on a day per product and round (issue 34.6), read by the API from
 * their calendars: the dashboard's tomorrow and the packing list's day.
 */
export function CommittedQuantities({ lines, caption }: { lines: CommittedQuantity[]; caption: string }) {
  const t = useTranslations('adminSubscriptions.committed');
  const language = useLanguage();
  return (
    <div data-testid="committed-quantities">
      <DataTable
        caption={caption}
        rowKey={(l) => `${l.productId}-${l.slotId}`}
        rows={lines}
        empty={t('none')}
        columns={[
          { key: 'product', header: t('product'), cell: (l) => productWords(l, language).name },
          {
            key: 'round',
            header: t('round'),
            cell: (l) =>
              `${translated({ name: l.areaName, translations: l.areaTranslations }, 'name', language)} · ${slotWindowIn(slotWindowText(l.startsAt, l.endsAt), language)}`,
          },
          {
            key: 'quantity',
            header: t('quantity'),
            align: 'end',
            cell: (l) => <strong>{`${l.quantity} × ${productWords(l, language).unit}`}</strong>,
          },
          {
            key: 'subscriptions',
            header: t('subscriptions'),
            align: 'end',
            wide: true,
            cell: (l) => l.subscriptions,
          },
        ]}
      />
      <p>{t('note')}</p>
    </div>
  );
}
