import { Save, Undo2 } from 'lucide-react';
import { formStyles } from '@/components/ui/form-fields';
import styles from './bulk-editor.module.css';
import type { BulkEdits } from './use-bulk-edits';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type Props = { edits: BulkEdits; saving: boolean; onSave(): void; onDiscard(): void };

/** Stays at the bottom of the screen: what is unsaved, discard, save. */
export function BulkSaveBar({ edits, saving, onSave, onDiscard }: Props) {
  const { changes, invalid, rows, touched } = edits;
  return (
    <div className={styles.saveBar} data-dirty={changes > 0 || undefined}>
      <p aria-live="polite" className={styles.saveStatus}>
        {changes === 0
          ? 'No unsaved changes'
          : `${plural(changes, 'unsaved change', 'unsaved changes')} in ${plural(touched, 'product', 'products')}`}
        {invalid > 0 && (
          <span className={styles.saveProblem}> · {plural(invalid, 'cell needs', 'cells need')} fixing</span>
        )}
      </p>
      <div className={styles.saveButtons}>
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
          onClick={onDiscard}
          disabled={changes === 0 || saving}
        >
          <Undo2 aria-hidden="true" size={16} /> Discard
        </button>
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.small}`}
          onClick={onSave}
          disabled={rows.length === 0 || invalid > 0 || saving}
        >
          <Save aria-hidden="true" size={16} /> {saving ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </div>
  );
}
