'use client';

import { dashboardRoutes } from '@farm/contract/plain/routes/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { AdminQueryPage } from '@/features/admin/shell/admin-query-page';
import { CommittedTomorrow } from '@/features/admin/subscriptions/committed-tomorrow';
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
  return (
    <AdminQueryPage
      query={dashboard}
      words={{ title: t('title'), refresh: t('refresh'), retry: t('retry'), loading: t('loading') }}
    >
      {(data) => (
        <>
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
          {/* Tomorrow's promised milk after the stock alerts: they keep their place near a phone's top. */}
          <CommittedTomorrow committed={data.committedTomorrow} />
          <p className={styles.footnote}>
            {t('footnote', { at: formatDateTime(data.generatedAt, language) })}
          </p>
        </>
      )}
    </AdminQueryPage>
  );
}
