import { Save, Undo2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { formStyles } from '@/components/ui/form-fields';
import styles from './bulk-editor.module.css';
import type { BulkEdits } from './use-bulk-edits';

type Props = { edits: BulkEdits; saving: boolean; onSave(): void; onDiscard(): void };

/** Stays at the bottom of the screen: what is unsaved, discard, save. */
export function BulkSaveBar({ edits, saving, onSave, onDiscard }: Props) {
  const t = useTranslations('adminCatalogue.bulk.saveBar');
  const { changes, invalid, rows, touched } = edits;
  return (
    <div className={styles.saveBar} data-dirty={changes > 0 || undefined}>
      <p aria-live="polite" className={styles.saveStatus}>
        {changes === 0 ? t('none') : t('unsaved', { changes, touched })}
        {invalid > 0 && <span className={styles.saveProblem}> · {t('invalid', { invalid })}</span>}
      </p>
      <div className={styles.saveButtons}>
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
          onClick={onDiscard}
          disabled={changes === 0 || saving}
        >
          <Undo2 aria-hidden="true" size={16} /> {t('discard')}
        </button>
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.small}`}
          onClick={onSave}
          disabled={rows.length === 0 || invalid > 0 || saving}
        >
          <Save aria-hidden="true" size={16} /> {saving ? t('saving') : t('save')}
        </button>
      </div>
    </div>
  );
}
