'use client';

import { useEffect } from 'react';
import { buttonClass } from '@/components/ui/button';
import { StatusMessage } from '@/features/content/status-message';
import { Link } from '@/lib/i18n/navigation';

type Props = { error: unknown; retry: () => void };

/** A storefront page failed to render: say so kindly, offer to try again, keep the shop's frame. */
export default function StoreError({ error, retry }: Props) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  // Server errors reach the browser without their message, only with a digest for the server logs.
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : undefined;
  return (
    <StatusMessage
      title="Something went wrong"
      actions={
        <>
          <button
            type="button"
            className={buttonClass('primary', ['tall', 'roomy', 'edged'])}
            onClick={() => retry()}
          >
            Try again
          </button>
          <Link href="/" className={buttonClass('secondary', ['tall', 'roomy'])}>
            Back to the home page
          </Link>
        </>
      }
    >
      <p>This page could not be shown just now. Please try again in a moment.</p>
      {digest && <p>Reference: {digest}</p>}
    </StatusMessage>
  );
}
