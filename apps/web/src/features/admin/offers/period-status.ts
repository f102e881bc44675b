'use client';

import type { OfferStatus } from '@farm/contract';
import { useTranslations } from 'next-intl';
import type { BadgeTone } from '@/features/admin/shell/status-badge';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';

/** How the staff area marks an offer's or a coupon's status (they share `offerStatusSchema`). */
export const PERIOD_TONES: Record<OfferStatus, BadgeTone> = {
  active: 'good',
  scheduled: 'info',
  expired: 'muted',
  inactive: 'warn',
};

type Period = { startsAt: string | null; endsAt: string | null };

/** A status in words, and a period as "Always", "1 Nov 2026 – 30 Nov 2026" or an open end as "…". */
export function usePeriodWords() {
  const t = useTranslations('adminContent.period');
  const language = useLanguage();
  return {
    status: (status: OfferStatus) => t(`status.${status}`),
    text: ({ startsAt, endsAt }: Period) =>
      !startsAt && !endsAt
        ? t('always')
        : `${startsAt ? formatDate(startsAt, language) : '…'} – ${endsAt ? formatDate(endsAt, language) : '…'}`,
  };
}
