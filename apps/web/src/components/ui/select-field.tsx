'use client';

import { type ComponentProps, type ReactNode, useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { describedBy, FieldShell, formStyles as styles, useFieldMessage } from './form-fields';

/** A labelled select. */
export function SelectField({
  label,
  error,
  hint,
  options,
  id: givenId,
  ...select
}: Omit<ComponentProps<'select'>, 'className'> & {
  label: string;
  error?: FieldError | undefined;
  /** Said under the field (what the chosen value does). */
  hint?: ReactNode;
  /** Plain strings, or values with their own labels (ids shown as names). */
  options: readonly (string | { value: string; label: string })[];
}) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const message = useFieldMessage(label, error);
  return (
    <FieldShell id={id} label={label} hint={hint} message={message}>
      <select
        id={id}
        className={styles.input}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, hint, message)}
        {...select}
      >
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}
