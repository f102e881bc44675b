'use client';

import { useId } from 'react';
import { formStyles } from '@/components/ui/form-fields';

/** A labelled day (`2026-12-01`), not before `min`. */
export function DateField({
  label,
  value,
  min,
  onChange,
}: {
  label: string;
  value: string;
  min: string;
  onChange(day: string): void;
}) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <input
        id={id}
        className={formStyles.input}
        type="date"
        required
        min={min}
        value={value}
        onChange={(e) => e.target.value && onChange(e.target.value)}
      />
    </div>
  );
}

/** The later of two days (`2026-12-01`): ISO days compare as text. */
export function laterDay(a: string, b: string): string {
  return a.localeCompare(b) >= 0 ? a : b;
}
