'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { leavingPath } from './leaving-link';

/**
 * Asks before unsaved work is lost (issue 14.11): while `when` holds, a click on a link to another
 * page of the shop (the sidebar, the back link) opens "Leave without saving?", and closing or
 * reloading the tab gets the browser's own question (`beforeunload`). Saving navigates by the
 * router, not by a link, so it is never asked about.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const t = useTranslations('adminCommon');
  const router = useRouter();
  const [pending, setPending] = useState<string>();

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    // Capture phase on the document: before Next's <Link> (on React's root) starts the navigation.
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const link =
        anchor instanceof HTMLAnchorElement
          ? { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') }
          : undefined;
      const path = leavingPath({ ...pick(event), link }, new URL(window.location.href));
      if (!path) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(path);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [when]);

  return (
    <ConfirmDialog
      open={pending !== undefined}
      title={t('leave.title')}
      confirmLabel={t('leave.confirm')}
      cancelLabel={t('leave.stay')}
      onCancel={() => setPending(undefined)}
      onConfirm={() => {
        if (pending) router.push(pending);
        setPending(undefined);
      }}
    >
      <p>{t('leave.body')}</p>
    </ConfirmDialog>
  );
}

function pick({ button, metaKey, ctrlKey, shiftKey, altKey, defaultPrevented }: MouseEvent) {
  return { button, metaKey, ctrlKey, shiftKey, altKey, defaultPrevented };
}
