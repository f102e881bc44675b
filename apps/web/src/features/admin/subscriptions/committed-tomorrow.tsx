'use client';

import type { Dashboard } from '@farm/contract';
import { dayText } from '@farm/contract/plain/delivery';
import { useTranslations } from 'next-intl';
import { AdminCard } from '@/features/admin/shell/admin-page';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import { CommittedQuantities } from './committed-quantities';

/** The dashboard's tomorrow (issue 34.6): how much of the morning's milking the subscriptions hold. */
export function CommittedTomorrow({ committed }: { committed: Dashboard['committedTomorrow'] }) {
  const t = useTranslations('adminSubscriptions.committed');
  const language = useLanguage();
  const title = t('title', { day: dayText(committed.day, language) });
  return (
    <AdminCard title={title}>
      <CommittedQuantities caption={title} lines={committed.lines} />
      <Link href="/admin/subscriptions">{t('all')}</Link>
    </AdminCard>
  );
}
