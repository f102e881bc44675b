'use client';

import { useEffect } from 'react';
import { buttonClass } from '@/components/ui/button';
import { StatusMessage } from '@/features/content/status-message';
import { useWords } from '@/lib/i18n/client-words';
import { Link } from '@/lib/i18n/navigation';

type Props = { error: unknown; retry: () => void };

/** A storefront page failed to render: say so kindly, offer to try again, keep the shop's frame. */
export default function StoreError({ error, retry }: Props) {
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
