'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * An inline "are you sure?" step before a destructive action. Focus moves to the confirming
 * button when it opens and back to the trigger when it is dismissed, so keyboard users stay put.
 */
export function useConfirm() {
  const [confirming, setConfirming] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (confirming) {
      opened.current = true;
      confirmRef.current?.focus();
    } else if (opened.current) {
      opened.current = false;
      triggerRef.current?.focus();
    }
  }, [confirming]);

  return {
    confirming,
    open: () => setConfirming(true),
    close: () => setConfirming(false),
    triggerRef,
    confirmRef,
  };
}
