'use client';

import type { SkipLinkDelivery } from '@farm/contract';
import { dayText, slotWindowIn, slotWindowText } from '@farm/contract/plain/delivery';
import { translated } from '@farm/contract/plain/languages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formStyles } from '@/components/ui/form-fields';
import { LoadError } from '@/components/ui/page-state';
import panel from '@/components/ui/panel.module.css';
import { messageOf } from '@/lib/api/problem';
import { formatDateTime } from '@/lib/format';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import type { SubscriptionWords } from './calendar-words';
import { readSkipLink, skipByLink, skipLinkKey } from './skip-link-api';
import styles from './subscription.module.css';

/**
 * "Skip Tue 1 Dec, 5–8 am: Goat Milk 500 ml ×1?", or once skipped "Skipped Tue 1 Dec, 5–8 am: …",
 * in the page's language: each product by its name in that language (staff's Tamil, else English).
 */
function deliveryText(
  delivery: SkipLinkDelivery,
  t: SubscriptionWords,
  language: 'en' | 'ta',
  skipped: boolean,
): string {
  const window = slotWindowIn(slotWindowText(delivery.slot.startsAt, delivery.slot.endsAt), language);
  const what = delivery.lines
    .map((line) => t('skipLink.line', { name: translated(line, 'name', language), quantity: line.quantity }))
    .join(', ');
  const values = { day: dayText(delivery.day, language), window, what };
  return skipped ? t('skipLink.skippedWhat', values) : t('skipLink.question', values);
}

/**
 * `/skip/<token>`: the evening reminder's one-tap skip (issue 34.2), without signing in. Shows the
 * delivery the link names and until when it works; one button skips it. An expired or forged link
 * answers the API's problem, worded.
 */
export function SkipLinkPage({ token }: { token: string }) {
  const t = useWords('subscription');
  const language = useLanguage();
  const query = useQuery({ queryKey: skipLinkKey(token), queryFn: () => readSkipLink(token), retry: false });
  const skip = useMutation({ mutationFn: () => skipByLink(token) });

  if (query.isPending) {
    return (
      <p className={`container ${styles.state}`} role="status">
        {t('skipLink.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="container">
        <LoadError
          message={t('skipLink.failed', { problem: messageOf(query.error) })}
          onRetry={() => query.refetch()}
        />
      </div>
    );
  }
  const delivery = query.data;
  const done = skip.data ?? (delivery.skipped ? { alreadySkipped: true } : undefined);
  return (
    <section
      className={`container ${panel.panel} ${styles.skipLink}`}
      aria-labelledby="skip-link-title"
      data-testid="skip-link"
    >
      <h1 id="skip-link-title">{t('skipLink.title')}</h1>
      <p className={styles.skipQuestion} data-testid="skip-link-question">
        {deliveryText(delivery, t, language, done !== undefined)}
      </p>
      {done ? (
        <p role="status" data-testid="skip-link-done">
          {done.alreadySkipped ? t('skipLink.alreadySkipped') : t('skipLink.skipped')}
        </p>
      ) : (
        <>
          <p>{t('skipLink.until', { time: formatDateTime(delivery.cutoffAt, language) })}</p>
          <button
            type="button"
            className={formStyles.button}
            disabled={skip.isPending}
            onClick={() => skip.mutate()}
          >
            {t('skipLink.skip')}
          </button>
          {skip.isError && <p role="alert">{t('skipLink.skipFailed', { problem: messageOf(skip.error) })}</p>}
        </>
      )}
      <p>
        <Link href="/profilePage/subscriptions">{t('skipLink.calendar')}</Link>
      </p>
    </section>
  );
}
