'use client';

import { type ComponentProps, type ReactNode, useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { describedBy, FieldShell, formStyles as styles, useFieldMessage } from './form-fields';

/** A labelled multi-line text; spread `register('field')` into it. */
export function TextAreaField({
  label,
  error,
  hint,
  optional,
  id: givenId,
  ...textarea
}: Omit<ComponentProps<'textarea'>, 'className'> & {
  label: string;
  error?: FieldError | undefined;
  hint?: ReactNode;
  optional?: boolean;
}) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const message = useFieldMessage(label, error);
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} message={message}>
      <textarea
        id={id}
        rows={5}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, hint, message)}
        {...textarea}
      />
    </FieldShell>
  );
}
