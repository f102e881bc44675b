'use client';

import { categoryRoutes } from '@farm/contract/plain/routes/category';
import { productRoutes } from '@farm/contract/plain/routes/product';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { messageOf } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';
import { bulkRefusalOf } from './bulk-rejections';
import { useSayReason } from './bulk-words';
import { CsvFilePicker } from './csv-file-picker';
import styles from './csv-import.module.css';
import { codesOf, type ImportPlan, planImport, readHeader } from './csv-import-plan';
import { CsvImportPreview, type Refusal } from './csv-import-preview';
import { lookUpProducts } from './csv-lookup';
import { fileProblemText } from './csv-words';
import { fetchAllPages } from './fetch-all';
import { CSV_COLUMNS, parseCsv } from './product-csv';
import { useCategories } from './product-options';

const MAX_FILE_BYTES = 2_000_000;

type Loaded = { fileName: string; plan: ImportPlan };

/**
 * `/admin/products/import`: read a CSV of the export's shape, preview every change (old → new)
 * and every problem, then apply it with one `PUT /product/bulk`: the whole file, or nothing.
 */
export function CsvImport() {
  const t = useTranslations('adminCatalogue.csvImport');
  const categories = useCategories();
  const sayReason = useSayReason();
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState<Loaded>();
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [refusal, setRefusal] = useState<Refusal>();
  const [applying, setApplying] = useState(false);
  const [done, setDone] = useState<string>();

  const read = async (file: File) => {
    setProblem(undefined);
    setRefusal(undefined);
    setDone(undefined);
    setLoaded(undefined);
    if (file.size > MAX_FILE_BYTES) return setProblem(fileProblemText(t, { code: 'tooLarge' }));
    setReading(true);
    try {
      const { records, problem: broken } = parseCsv(await file.text());
      if (broken) return setProblem(fileProblemText(t, broken));
      const { at } = readHeader(records[0] ?? []);
      const products = await lookUpProducts(codesOf(records, at));
      const allCategories =
        categories.data ?? (await fetchAllPages(categoryRoutes.listCategories, { includeArchived: 'true' }));
      setLoaded({ fileName: file.name, plan: planImport(records, products, allCategories) });
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setReading(false);
    }
  };

  const apply = async () => {
    if (!loaded) return;
    const planned = loaded.plan.rows.filter((row) => row.request);
    setApplying(true);
    try {
      const body = planned.flatMap((row) => (row.request ? [row.request] : []));
      const { response } = await staffCall(productRoutes.bulkUpdateProducts, { body });
      toast.success(t('updated'));
      setDone(t('done', { file: loaded.fileName, count: response.updated }));
      setLoaded(undefined);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      const { summary, rejections } = bulkRefusalOf(error, sayReason);
      setRefusal({
        summary,
        rows: rejections.flatMap(({ index, reason }) => {
          const row = planned[index];
          return row ? [{ line: row.line, code: row.code, reason }] : [];
        }),
      });
    } finally {
      setApplying(false);
    }
  };

  return (
    <AdminPage title={t('title')} back={{ href: '/admin/products', label: t('back') }}>
      <AdminCard>
        <div className={`${kit.stack} ${kit.snug} ${styles.help}`}>
          <p>
            {t.rich('help', {
              columns: CSV_COLUMNS.join(','),
              code: (chunks) => <code>{chunks}</code>,
            })}
          </p>
          <CsvFilePicker busy={reading} onFile={(file) => void read(file)} />
          {reading && <p role="status">{t('reading')}</p>}
          {problem && (
            <p role="alert" className={kit.refusal}>
              {problem}
            </p>
          )}
          {done && (
            <p role="status" className={styles.done}>
              {done}
            </p>
          )}
        </div>
      </AdminCard>
      {loaded && (
        <CsvImportPreview
          fileName={loaded.fileName}
          plan={loaded.plan}
          refusal={refusal}
          applying={applying}
          onApply={() => void apply()}
        />
      )}
    </AdminPage>
  );
}
