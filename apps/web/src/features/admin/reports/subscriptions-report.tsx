'use client';

import type { SubscriptionReport as Report, ReportRange } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import type { SubscriptionReportTable } from '@farm/contract/plain/reports';
import { reportRoutes } from '@farm/contract/plain/routes/report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { DownloadCsvButton } from '@/features/admin/list/download-csv-button';
import { staffData, staffFile } from '@/lib/api/staff-client';
import { formatDay, formatPaise } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import { Figures, ReportAnswer, ReportSection } from './report-parts';

/**
 * Subscriptions (issue 34.6): who subscribes now, the units delivered each day of the range per
 * product, the skips and pauses for its days, the money wallets hold (the shop owes it in goods)
 * and what monthly bills are owed. Every figure is the API's.
 */
export function SubscriptionsReport({ range }: { range: ReportRange }) {
  const t = useTranslations('adminReports.subscriptions');
  const tc = useTranslations('adminReports');
  const language = useLanguage();
  const query = useQuery({
    queryKey: ['admin', 'reports', 'subscriptions', range],
    queryFn: () => staffData(reportRoutes.getSubscriptionReport, { query: range }),
    placeholderData: keepPreviousData,
  });
  const csv = (table: SubscriptionReportTable) => (
    <DownloadCsvButton
      fetchFile={() => staffFile(reportRoutes.exportSubscriptionReport, { query: { ...range, table } })}
      fallbackName={`subscription-${table}.csv`}
      what={t(`csv.${table}`)}
    />
  );
  const customer = (row: { customerId: number; name: string; mobileNumber: string }) => (
    <>
      <Link href={`/admin/customers/${row.customerId}`}>{row.name}</Link>
      <br />
      <small>{displayMobile(row.mobileNumber)}</small>
    </>
  );
  return (
    <ReportAnswer query={query}>
      {(report: Report) => (
        <>
          <ReportSection id="subscriptions-summary" title={t('title')}>
            <Figures
              label={t('figures')}
              items={[
                {
                  id: 'active-subscribers',
                  label: t('subscribers'),
                  value: String(report.activeSubscribers),
                },
                {
                  id: 'active-subscriptions',
                  label: t('subscriptions'),
                  value: String(report.activeSubscriptions),
                },
                { id: 'skips', label: t('skips'), value: String(report.skips), note: t('skipsNote') },
                { id: 'pauses', label: t('pauses'), value: String(report.pauses), note: t('pausesNote') },
                {
                  id: 'wallets-held',
                  label: t('walletsHeld'),
                  value: formatPaise(report.walletsHeldPaise),
                  note: t('walletsHeldNote'),
                },
                { id: 'bills-due', label: t('billsDue'), value: formatPaise(report.billsDuePaise) },
              ]}
            />
          </ReportSection>
          <ReportSection id="subscription-quantities" title={t('quantities')} actions={csv('quantities')}>
            {report.quantities.length === 0 ? (
              <p>{t('noDeliveries')}</p>
            ) : (
              <>
                <DataTable
                  caption={t('totals')}
                  rows={report.productTotals}
                  rowKey={(p) => String(p.productId)}
                  columns={[
                    { key: 'product', header: tc('columns.product'), cell: (p) => p.name },
                    {
                      key: 'quantity',
                      header: t('quantity'),
                      align: 'end',
                      cell: (p) => `${p.quantity} × ${p.unit}`,
                    },
                  ]}
                />
                <DataTable
                  caption={t('perDay')}
                  rows={report.quantities}
                  rowKey={(q) => `${q.day}-${q.productId}`}
                  columns={[
                    { key: 'day', header: tc('columns.day'), cell: (q) => formatDay(q.day, language) },
                    { key: 'product', header: tc('columns.product'), cell: (q) => q.name },
                    {
                      key: 'quantity',
                      header: t('quantity'),
                      align: 'end',
                      cell: (q) => `${q.quantity} × ${q.unit}`,
                    },
                  ]}
                />
              </>
            )}
          </ReportSection>
          <ReportSection id="subscription-wallets" title={t('wallets')} actions={csv('wallets')}>
            <p>{t('walletsNote')}</p>
            {report.wallets.length === 0 ? (
              <p>{t('noWallets')}</p>
            ) : (
              <DataTable
                caption={t('wallets')}
                rows={report.wallets}
                rowKey={(w) => String(w.customerId)}
                columns={[
                  { key: 'customer', header: t('customer'), cell: customer },
                  {
                    key: 'balance',
                    header: t('balance'),
                    align: 'end',
                    cell: (w) => formatPaise(w.balancePaise),
                  },
                ]}
              />
            )}
          </ReportSection>
          <ReportSection id="subscription-bills" title={t('bills')} actions={csv('bills')}>
            {report.bills.length === 0 ? (
              <p>{t('noBills')}</p>
            ) : (
              <DataTable
                caption={t('bills')}
                rows={report.bills}
                rowKey={(b) => String(b.customerId)}
                columns={[
                  { key: 'customer', header: t('customer'), cell: customer },
                  { key: 'due', header: t('due'), align: 'end', cell: (b) => formatPaise(b.duePaise) },
                ]}
              />
            )}
          </ReportSection>
        </>
      )}
    </ReportAnswer>
  );
}
