'use client';

import { FileUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { formStyles } from '@/components/ui/form-fields';

/** A button-like "Choose a CSV file"; choosing the same file again reads it again. */
export function CsvFilePicker({ busy, onFile }: { busy: boolean; onFile(file: File): void }) {
  const t = useTranslations('adminCatalogue.csvImport');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={`${formStyles.button} ${formStyles.secondary}`} aria-disabled={busy}>
        <FileUp aria-hidden="true" size={18} /> {t('choose')}
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        className="visually-hidden"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
