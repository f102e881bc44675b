import type { OfferStatus } from '@farm/contract';
import type { BadgeTone } from '@/features/admin/shell/status-badge';
import { formatDate } from '@/lib/format';

/** How the staff area words an offer's or a coupon's status (they share `offerStatusSchema`). */
export const PERIOD_STATUS: Record<OfferStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Running', tone: 'good' },
  scheduled: { label: 'Scheduled', tone: 'info' },
  expired: { label: 'Ended', tone: 'muted' },
  inactive: { label: 'Switched off', tone: 'warn' },
};

/** "Always", "1 Nov 2026 – 30 Nov 2026", or an open end as "…". */
export function periodText({ startsAt, endsAt }: { startsAt: string | null; endsAt: string | null }): string {
  if (!startsAt && !endsAt) return 'Always';
  return `${startsAt ? formatDate(startsAt) : '…'} – ${endsAt ? formatDate(endsAt) : '…'}`;
}
