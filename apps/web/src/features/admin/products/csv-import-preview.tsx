'use client';

import { useTranslations } from 'next-intl';
import tableStyles from '@/components/ui/data-table.module.css';
import { formStyles } from '@/components/ui/form-fields';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { AdminCard } from '@/features/admin/shell/admin-page';
import styles from './csv-import.module.css';
import type { ImportPlan, PlanRow } from './csv-import-plan';
import { type CsvWords, fileProblemText, rowProblemText } from './csv-words';
import type { CsvColumn } from './product-csv';

export type Refusal = { summary: string; rows: { line: number; code: string; reason: string }[] };

type Props = {
  fileName: string;
  plan: ImportPlan;
  refusal: Refusal | undefined;
  applying: boolean;
  onApply(): void;
};

/** The column that names the product, shown first as the file has it. */
const CODE_COLUMN: CsvColumn = 'productCode';

/** "Row 3 (GM-500)": a line of the file as a spreadsheet numbers it, with its product code. */
const rowName = (t: CsvWords, row: { line: number; code: string }) =>
  row.code
    ? t('rowNameCode', { line: String(row.line), code: row.code })
    : t('rowName', { line: String(row.line) });

/** Every row of the file with each cell's old → new value; problems marked; then apply or not. */
export function CsvImportPreview({ fileName, plan, refusal, applying, onApply }: Props) {
  const t = useTranslations('adminCatalogue.csvImport');
  if (plan.headerProblem) {
    return (
      <AdminCard title={fileName}>
        <p role="alert" className={kit.refusal}>
          {t('headerRefusal', { problem: fileProblemText(t, plan.headerProblem) })}
        </p>
      </AdminCard>
    );
  }
  const bad = plan.rows.filter((row) => row.problems.length > 0);
  const changing = plan.rows.filter((row) => row.request);
  const cells = changing.reduce((n, row) => n + row.cells.filter((c) => c.changed).length, 0);
  const refusedAt = (row: PlanRow) => refusal?.rows.filter((r) => r.line === row.line) ?? [];
  const problemsOf = (row: PlanRow) => row.problems.map((problem) => rowProblemText(t, problem));

  return (
    <AdminCard title={t('previewTitle', { file: fileName })}>
      <div className={styles.summary}>
        <p aria-live="polite">
          {t('summary', { rows: plan.rows.length, products: changing.length, cells, bad: bad.length })}
        </p>
        {bad.length > 0 && (
          <div role="alert" className={kit.refusal}>
            <p className={kit.refusalTitle}>{t('badTitle')}</p>
            <ul>
              {bad.map((row) => (
                <li key={row.line}>
                  {rowName(t, row)}: {problemsOf(row).join('; ')}
                </li>
              ))}
            </ul>
          </div>
        )}
        {refusal && (
          <div role="alert" className={kit.refusal}>
            <p className={kit.refusalTitle}>
              {t('refusalTitle', { summary: refusal.summary.replace(/\.?$/, '.') })}
            </p>
            <ul>
              {refusal.rows.map((row) => (
                <li key={`${row.line}-${row.reason}`}>
                  {rowName(t, row)}: {row.reason}
                </li>
              ))}
            </ul>
          </div>
        )}
        <button
          type="button"
          className={formStyles.button}
          disabled={bad.length > 0 || changing.length === 0 || applying || refusal !== undefined}
          onClick={onApply}
        >
          {applying ? t('applying') : t('apply', { count: cells })}
        </button>
      </div>
      <div className={`${tableStyles.scroller} ${styles.scroller}`}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('caption', { file: fileName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('row')}</th>
              <th scope="col">{CODE_COLUMN}</th>
              {plan.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              <th scope="col">{t('result')}</th>
            </tr>
          </thead>
          <tbody>
            {plan.rows.map((row) => {
              const refused = refusedAt(row);
              const failed = row.problems.length > 0 || refused.length > 0;
              return (
                <tr key={row.line} data-state={failed ? 'bad' : row.request ? 'changed' : undefined}>
                  <th scope="row">{row.line}</th>
                  <td className={kit.marked} data-bad={!row.product || undefined}>
                    {row.code || '—'}
                  </td>
                  {row.cells.map((cell) => (
                    <td
                      key={cell.column}
                      className={kit.marked}
                      data-changed={cell.changed || undefined}
                      data-bad={cell.error ? true : undefined}
                    >
                      {cell.changed ? (
                        <>
                          <del>{cell.before || '—'}</del> <span aria-hidden="true">→</span>
                          <span className="visually-hidden">{t('becomes')}</span>{' '}
                          <ins>{cell.after || '—'}</ins>
                        </>
                      ) : (
                        cell.after || cell.before || '—'
                      )}
                    </td>
                  ))}
                  <td className={styles.result}>
                    {failed
                      ? [...problemsOf(row), ...refused.map((r) => r.reason)].join('; ')
                      : row.request
                        ? t('changes', { count: row.cells.filter((c) => c.changed).length })
                        : t('noChange')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </AdminCard>
  );
}
