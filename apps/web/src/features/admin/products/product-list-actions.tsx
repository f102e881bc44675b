'use client';

import { productRoutes } from '@farm/contract/plain/routes/product';
import { Download, FilePlus2, Grid3x3, Upload } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formStyles } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { messageOf } from '@/lib/api/problem';
import { downloadText } from '@/lib/download';
import { Link } from '@/lib/i18n/navigation';
import { fetchAllPages } from './fetch-all';
import { productsToCsv } from './product-csv';
import { PRODUCT_LIST_PARAMS } from './product-options';

const secondary = `${formStyles.button} ${formStyles.secondary} ${formStyles.small}`;

/** The filter of the list in the URL, as the API's query (no page: the grid and the export take all). */
export function useProductQuery(): Record<string, string> {
  const searchParams = useSearchParams();
  const query: Record<string, string> = {};
  for (const name of PRODUCT_LIST_PARAMS) {
    const value = searchParams.get(name);
    if (value) query[name] = value;
  }
  return query;
}

/** New product, the grid and the CSV tools; the grid and the export keep the list's filter. */
export function ProductListActions() {
  const t = useTranslations('adminCatalogue.products.actions');
  const query = useProductQuery();
  const [exporting, setExporting] = useState(false);
  const filter = new URLSearchParams(query).toString();

  const exportCsv = async () => {
    setExporting(true);
    try {
      const products = await fetchAllPages(productRoutes.listProducts, query);
      const day = new Date().toISOString().slice(0, 10);
      downloadText(`products-${day}.csv`, productsToCsv(products), 'text/csv;charset=utf-8');
      toast.success(t('exported', { count: products.length }));
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Link href={`/admin/products/bulk${filter ? `?${filter}` : ''}`} className={secondary}>
        <Grid3x3 aria-hidden="true" size={16} /> {t('bulkEdit')}
      </Link>
      <button type="button" className={secondary} onClick={() => void exportCsv()} disabled={exporting}>
        <Download aria-hidden="true" size={16} /> {exporting ? t('exporting') : t('export')}
      </button>
      <Link href="/admin/products/import" className={secondary}>
        <Upload aria-hidden="true" size={16} /> {t('import')}
      </Link>
      <Link href="/admin/products/new" className={`${formStyles.button} ${formStyles.small}`}>
        <FilePlus2 aria-hidden="true" size={16} /> {t('new')}
      </Link>
    </>
  );
}
