'use client';

import { useState } from 'react';
import { useLazyComponent } from '@/components/layout/use-lazy-component';
import { LOGIN_PATH } from '@/features/product-actions/login-path';
import { useHydratedSession } from '@/features/session/use-hydrated-session';
import { useWords } from '@/lib/i18n/client-words';
import { Link, useRouter } from '@/lib/i18n/navigation';
import styles from './reviews.module.css';

const loadForm = () => import('./review-form').then((m) => m.ReviewForm);

/**
 * Under the reviews: "Log in to write a review" for a visitor; for a signed-in customer the form
 * (react-hook-form and zod, loaded for them alone), then a thank-you. A sent review shows in the
 * list at once: the page's server part is drawn again.
 */
export function ReviewFormSlot({ productId }: { productId: number }) {
  const t = useWords('reviews');
  const router = useRouter();
  const { ready, user } = useHydratedSession();
  const [submitted, setSubmitted] = useState(false);
  const ReviewForm = useLazyComponent(user !== undefined, loadForm);

  if (!ready) return null;
  if (!user) {
    return (
      <p className={styles.loginPrompt}>
        <Link href={LOGIN_PATH}>{t('login')}</Link>
        {t('loginAfter')}
      </p>
    );
  }
  if (submitted) {
    return (
      <p className={styles.thanks} role="status">
        {t('thanks')}
      </p>
    );
  }
  if (!ReviewForm) return <p className={styles.muted}>{t('formLoading')}</p>;
  return (
    <ReviewForm
      productId={productId}
      onDone={() => {
        setSubmitted(true);
        router.refresh();
      }}
    />
  );
}
