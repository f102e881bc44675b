'use client';

import { dashboardRoutes } from '@farm/contract/plain/routes/dashboard';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { formStyles } from '@/components/ui/form-fields';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import styles from './dashboard.module.css';
import { MessageAlerts, ReviewAlerts, StockAlerts } from './dashboard-alerts';
import { CashToCollect, SalesFigures, WaitingOrders } from './dashboard-figures';

/** `/admin`: what needs the farm's attention today, from one `GET /dashboard`. */
export function DashboardScreen() {
  const t = useTranslations('adminDashboard');
  const language = useLanguage();
  const dashboard = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => staffData(dashboardRoutes.getDashboard),
  });
  const data = dashboard.data;
  return (
    <AdminPage
      title={t('title')}
      actions={
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
          onClick={() => void dashboard.refetch()}
          disabled={dashboard.isFetching}
        >
          <RefreshCw aria-hidden="true" size={16} /> {t('refresh')}
        </button>
      }
    >
      {data ? (
        <div className={kit.stack} aria-busy={dashboard.isFetching}>
          <SalesFigures today={data.today} month={data.month} />
          <WaitingOrders waiting={data.waiting} />
          <CashToCollect cashToCollect={data.cashToCollect} />
          {/* Stock first: on a phone the columns stack, and stock running out is what the farm acts on today. */}
          <div className={styles.alerts}>
            <div className={kit.stack}>
              <StockAlerts data={data} />
            </div>
            <div className={kit.stack}>
              <MessageAlerts data={data} />
              <ReviewAlerts data={data} />
            </div>
          </div>
          <p className={styles.footnote}>
            {t('footnote', { at: formatDateTime(data.generatedAt, language) })}
          </p>
        </div>
      ) : dashboard.isError ? (
        <div role="alert">
          <p>{messageOf(dashboard.error)}</p>
          <button type="button" className={formStyles.button} onClick={() => void dashboard.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </AdminPage>
  );
}
