'use client';

import tableStyles from '@/components/ui/data-table.module.css';
import { formStyles } from '@/components/ui/form-fields';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { AdminCard } from '@/features/admin/shell/admin-page';
import styles from './csv-import.module.css';
import type { ImportPlan, PlanRow } from './csv-import-plan';

export type Refusal = { summary: string; rows: { line: number; code: string; reason: string }[] };

type Props = {
  fileName: string;
  plan: ImportPlan;
  refusal: Refusal | undefined;
  applying: boolean;
  onApply(): void;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const rowName = (row: { line: number; code: string }) => `Row ${row.line}${row.code ? ` (${row.code})` : ''}`;

/** Every row of the file with each cell's old → new value; problems marked; then apply or not. */
export function CsvImportPreview({ fileName, plan, refusal, applying, onApply }: Props) {
  if (plan.headerProblem) {
    return (
      <AdminCard title={fileName}>
        <p role="alert" className={kit.refusal}>
          {plan.headerProblem} Nothing was read.
        </p>
      </AdminCard>
    );
  }
  const bad = plan.rows.filter((row) => row.problems.length > 0);
  const changing = plan.rows.filter((row) => row.request);
  const cells = changing.reduce((n, row) => n + row.cells.filter((c) => c.changed).length, 0);
  const refusedAt = (row: PlanRow) => refusal?.rows.filter((r) => r.line === row.line) ?? [];

  return (
    <AdminCard title={`Preview of ${fileName}`}>
      <div className={styles.summary}>
        <p aria-live="polite">
          {plural(plan.rows.length, 'row', 'rows')} read: {plural(changing.length, 'product', 'products')} to
          change ({plural(cells, 'cell', 'cells')}), {plural(bad.length, 'row', 'rows')} with problems.
        </p>
        {bad.length > 0 && (
          <div role="alert" className={kit.refusal}>
            <p className={kit.refusalTitle}>
              Nothing can be applied until the file is fixed and chosen again:
            </p>
            <ul>
              {bad.map((row) => (
                <li key={row.line}>
                  {rowName(row)}: {row.problems.join('; ')}
                </li>
              ))}
            </ul>
          </div>
        )}
        {refusal && (
          <div role="alert" className={kit.refusal}>
            <p className={kit.refusalTitle}>
              Nothing was applied. {refusal.summary.replace(/\.?$/, '.')} Fix the file and choose it again.
            </p>
            <ul>
              {refusal.rows.map((row) => (
                <li key={`${row.line}-${row.reason}`}>
                  {rowName(row)}: {row.reason}
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
          {applying ? 'Applying…' : `Apply ${plural(cells, 'change', 'changes')}`}
        </button>
      </div>
      <div className={`${tableStyles.scroller} ${styles.scroller}`}>
        <table className={styles.table}>
          <caption className="visually-hidden">Changes in {fileName}</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">productCode</th>
              {plan.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              <th scope="col">Result</th>
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
                          <span className="visually-hidden">becomes</span> <ins>{cell.after || '—'}</ins>
                        </>
                      ) : (
                        cell.after || cell.before || '—'
                      )}
                    </td>
                  ))}
                  <td className={styles.result}>
                    {failed
                      ? [...row.problems, ...refused.map((r) => r.reason)].join('; ')
                      : row.request
                        ? plural(row.cells.filter((c) => c.changed).length, 'change', 'changes')
                        : 'No change'}
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
