'use client';

import { useEffect } from 'react';
import { buttonClass } from '@/components/ui/button';
import { useWords } from '@/lib/i18n/client-words';
import { Link } from '@/lib/i18n/navigation';
import { StatusMessage } from './status-message';

export type StoreErrorProps = { error: unknown; retry: () => void };

/**
 * A storefront page failed to render: say so kindly, offer to try again, keep the shop's frame.
 * Loaded by the error boundary (app/[locale]/(store)/error.tsx) when an error comes.
 */
export function StoreError({ error, retry }: StoreErrorProps) {
  const t = useWords('common');
  useEffect(() => {
    console.error(error);
  }, [error]);

  // Server errors reach the browser without their message, only with a digest for the server logs.
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : undefined;
  return (
    <StatusMessage
      title={t('somethingWrong')}
      actions={
        <>
          <button
            type="button"
            className={buttonClass('primary', ['tall', 'roomy', 'edged'])}
            onClick={() => retry()}
          >
            {t('retry')}
          </button>
          <Link href="/" className={buttonClass('secondary', ['tall', 'roomy'])}>
            {t('error.home')}
          </Link>
        </>
      }
    >
      <p>{t('error.text')}</p>
      {digest && <p>{t('error.reference', { digest })}</p>}
    </StatusMessage>
  );
}
