'use client';

import { useTranslations } from 'next-intl';
import { DateRangeFilter } from '@/features/admin/list/date-range-filter';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { BestSellersReport } from './best-sellers-report';
import { ExportsPanel } from './exports-panel';
import { GstReport } from './gst-report';
import { OrdersReport } from './orders-report';
import { panelId, ReportTabs, tabId } from './report-tabs';
import styles from './reports.module.css';
import { SalesReport } from './sales-report';
import { SubscriptionsReport } from './subscriptions-report';
import { useReportParams } from './use-report-params';

/**
 * `/admin/reports` (issue 17.4): sales, best sellers, orders and payments, GST, subscriptions (issue 34.6) and the exports, one
 * tab each; the range (India days) and the tab live in the URL. Every figure is the API's: this
 * screen draws and lists them, it adds up no money of its own.
 */
export function ReportsScreen() {
  const t = useTranslations('adminReports');
  const { range, tab, month, limit, set } = useReportParams();
  return (
    <div className={kit.stack}>
      <ReportTabs current={tab} onChange={(next) => set({ tab: next })} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className={styles.panel}>
        {tab !== 'gst' && (
          <div className={styles.toolbar}>
            <DateRangeFilter />
            <p className={styles.note}>
              {tab === 'subscriptions' ? t('subscriptions.rangeNote') : t('rangeNote')}
            </p>
          </div>
        )}
        {tab === 'sales' && <SalesReport range={range} />}
        {tab === 'best-sellers' && (
          <BestSellersReport range={range} limit={limit} onLimit={(n) => set({ limit: String(n) })} />
        )}
        {tab === 'orders' && <OrdersReport range={range} />}
        {tab === 'gst' && <GstReport month={month} onMonth={(m) => set({ month: m })} />}
        {tab === 'subscriptions' && <SubscriptionsReport range={range} />}
        {tab === 'exports' && <ExportsPanel range={range} />}
      </div>
    </div>
  );
}
