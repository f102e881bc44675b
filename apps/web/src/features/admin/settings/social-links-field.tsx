'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { formStyles, TextField } from '@/components/ui/form-fields';
import kit from '@/features/admin/shell/admin-kit.module.css';
import styles from './settings.module.css';
import type { SettingsFormInput } from './settings-form-schema';

type Props = {
  control: Control<SettingsFormInput, unknown, unknown>;
  register: UseFormRegister<SettingsFormInput>;
  errors: FieldErrors<SettingsFormInput>['socialLinks'];
};

/** The footer's social links: a network name (instagram, facebook, youtube…) and its https address. */
export function SocialLinksField({ control, register, errors }: Props) {
  const t = useTranslations('adminSettings.social');
  const { fields, append, remove } = useFieldArray({ control, name: 'socialLinks' });
  return (
    <div className={`${kit.stack} ${kit.snug}`}>
      {fields.length === 0 && <p className={formStyles.hint}>{t('none')}</p>}
      {fields.map((field, index) => (
        <div key={field.id} className={styles.socialRow}>
          <TextField
            label={t('network')}
            placeholder={t('networkExample')}
            error={errors?.[index]?.network}
            {...register(`socialLinks.${index}.network`)}
          />
          <TextField
            label={t('address')}
            type="url"
            placeholder={t('addressExample')}
            error={errors?.[index]?.url}
            {...register(`socialLinks.${index}.url`)}
          />
          <button
            type="button"
            className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small} ${styles.removeRow}`}
            onClick={() => remove(index)}
            aria-label={t('remove', { number: index + 1 })}
          >
            <Trash2 aria-hidden="true" size={16} />
          </button>
        </div>
      ))}
      <button
        type="button"
        className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small} ${styles.addRow}`}
        onClick={() => append({ network: '', url: '' })}
      >
        <Plus aria-hidden="true" size={16} /> {t('add')}
      </button>
    </div>
  );
}
