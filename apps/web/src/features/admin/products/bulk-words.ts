'use client';

import { useTranslations } from 'next-intl';
import type { SayReason } from './bulk-rejections';

const FIELDS = [
  'id',
  'productCode',
  'name',
  'categoryId',
  'price',
  'mrp',
  'unit',
  'stock',
  'lowStockLimit',
  'status',
] as const;
const isField = (name: string): name is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(name);

/** A refused field of `PUT /product/bulk` in words: "Price must be at least…", "Name: …". */
export function useSayReason(): SayReason {
  const t = useTranslations('adminCatalogue.bulk');
  return (field, text) => {
    const words = isField(field) ? t(`fields.${field}`) : field;
    return t(/^[a-z]/.test(text) ? 'reasonJoined' : 'reason', { field: words, text });
  };
}
