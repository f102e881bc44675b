import type { Translations } from '@farm/contract';
import type { Column } from '@/components/ui/data-table';
import { fieldsLacking } from '@/features/admin/form/translations-form';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import type { ListFilter } from './admin-list';

/** The staff lists' "Missing Tamil" filter: the API's `missing=ta`. */
export const missingTamilFilter: ListFilter = {
  name: 'missing',
  label: 'Tamil',
  options: [{ value: 'ta', label: 'Missing Tamil' }],
  allLabel: 'All',
};

/** A column saying at a glance which of a row's texts lack Tamil. */
export function tamilColumn<F extends string>(
  fields: Record<F, string>,
): Column<Partial<Record<F, string | null>> & { translations: Translations<F> }> {
  return {
    key: 'tamil',
    header: 'Tamil',
    cell: (row) => {
      const lacking = fieldsLacking(row, Object.keys(fields) as F[]);
      if (lacking.length === 0) return <StatusBadge tone="good">Done</StatusBadge>;
      return <StatusBadge tone="warn">Missing: {lacking.map((f) => fields[f]).join(', ')}</StatusBadge>;
    },
  };
}
