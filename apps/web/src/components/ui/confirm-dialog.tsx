'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import layout from '@/components/ui/layout.module.css';
import { useWords } from '@/lib/i18n/client-words';
import styles from './confirm-dialog.module.css';
import frame from './dialog.module.css';
import { formStyles } from './form-fields';

type Props = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  /** `go`: a step forward (delivered), not a destructive one: the confirm button is not red. */
  tone?: 'danger' | 'go';
  onConfirm(): void;
  onCancel(): void;
};

/** Asks before a destructive or weighty action (delete an address, cancel an order): a modal <dialog>. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  tone = 'danger',
  onConfirm,
  onCancel,
}: Props) {
  const t = useWords('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`${frame.dialog} ${styles.dialog}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.message}>{children}</div>
      <div className={`${layout.actions} ${styles.actions}`}>
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.secondary}`}
          onClick={onCancel}
          disabled={busy}
        >
          {cancelLabel ?? t('confirm.keep')}
        </button>
        <button
          type="button"
          className={`${formStyles.button} ${tone === 'danger' ? formStyles.danger : ''}`}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? t('confirm.wait') : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
