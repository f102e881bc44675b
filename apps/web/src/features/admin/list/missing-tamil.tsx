'use client';

import type { Translations } from '@farm/contract';
import { useTranslations } from 'next-intl';
import type { Column } from '@/components/ui/data-table';
import { fieldsLacking } from '@/features/admin/form/translations-form';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import type { ListFilter } from './admin-list';

/** The staff lists' "Missing Tamil" filter: the API's `missing=ta`, worded by the list. */
export const missingTamilFilter: ListFilter = {
  name: 'missing',
  worded: (t) => ({
    label: t('tamil.filter'),
    options: [{ value: 'ta', label: t('tamil.missing') }],
    allLabel: t('list.all'),
  }),
};

/** Field names the catalogue words; another field shows as its caller named it. */
const FIELD_WORDS = ['name', 'description', 'title', 'excerpt', 'unit'] as const;
const isWorded = (field: string): field is (typeof FIELD_WORDS)[number] =>
  (FIELD_WORDS as readonly string[]).includes(field);

/** A column saying at a glance which of a row's texts lack Tamil. */
export function tamilColumn<F extends string>(
  fields: Record<F, string>,
): Column<Partial<Record<F, string | null>> & { translations: Translations<F> }> {
  return {
    key: 'tamil',
    header: <TamilHeader />,
    cell: (row) => <TamilMark lacking={fieldsLacking(row, Object.keys(fields) as F[])} fields={fields} />,
  };
}

function TamilHeader() {
  return useTranslations('adminCommon.tamil')('column');
}

function TamilMark<F extends string>({ lacking, fields }: { lacking: F[]; fields: Record<F, string> }) {
  const t = useTranslations('adminCommon.tamil');
  if (lacking.length === 0) return <StatusBadge tone="good">{t('done')}</StatusBadge>;
  const named = lacking.map((f) => {
    const field: string = f;
    return isWorded(field) ? t(`fields.${field}`) : fields[f];
  });
  return <StatusBadge tone="warn">{t('lacking', { fields: named.join(', ') })}</StatusBadge>;
}
