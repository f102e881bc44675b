'use client';

import type { SystemJob, SystemJobs } from '@farm/contract';
import { systemRoutes } from '@farm/contract/plain/routes/system';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { AdminCard } from '@/features/admin/shell/admin-page';
import { AdminQueryPage } from '@/features/admin/shell/admin-query-page';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { staffData } from '@/lib/api/staff-client';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { periodOf } from './job-period';

/** `/admin/system` (issue 35.2): whether each timed job runs on time, and what waits for them. */
export function SystemJobsScreen() {
  const t = useTranslations('adminSettings.system');
  const system = useQuery({
    queryKey: ['admin', 'system', 'jobs'],
    queryFn: () => staffData(systemRoutes.getSystemJobs),
  });
  return (
    <AdminQueryPage
      query={system}
      words={{ title: t('title'), refresh: t('refresh'), retry: t('retry'), loading: t('loading') }}
      intro={<p>{t('intro')}</p>}
    >
      {(data) => (
        <>
          <JobTable jobs={data.jobs} />
          <Backlog backlog={data.backlog} />
        </>
      )}
    </AdminQueryPage>
  );
}

function JobTable({ jobs }: { jobs: SystemJob[] }) {
  const t = useTranslations('adminSettings.system');
  const language = useLanguage();
  const when = (at: string | null) => (at ? formatDateTime(at, language) : t('never'));
  // A job the catalogue does not know yet (a new one) shows by its name.
  const nameOf = (name: string) => {
    const key = `jobs.${name}` as 'jobs.send-customer-messages';
    return t.has(key) ? t(key) : name;
  };
  return (
    <DataTable
      caption={t('caption')}
      rowKey={(job) => job.name}
      rows={jobs}
      empty={t('none')}
      columns={[
        { key: 'job', header: t('job'), cell: (job) => nameOf(job.name) },
        { key: 'state', header: t('state'), wide: true, cell: (job) => <JobState job={job} /> },
        // Phones (390 px, Tamil's longer words): two columns, the state above the last run.
        {
          key: 'phone',
          header: t('state'),
          narrow: true,
          cell: (job) => (
            <>
              <JobState job={job} />
              <br />
              {t('lastRun')}: {when(job.lastStartedAt)}
            </>
          ),
        },
        {
          key: 'every',
          header: t('every'),
          wide: true,
          cell: (job) => {
            const { unit, count } = periodOf(job.everySeconds);
            return t(unit, { count });
          },
        },
        { key: 'lastRun', header: t('lastRun'), wide: true, cell: (job) => when(job.lastStartedAt) },
        {
          key: 'lastSuccess',
          header: t('lastSuccess'),
          wide: true,
          cell: (job) => when(job.lastSucceededAt),
        },
        { key: 'nextRun', header: t('nextRun'), wide: true, cell: (job) => when(job.nextRunAt) },
      ]}
    />
  );
}

function JobState({ job }: { job: SystemJob }) {
  const t = useTranslations('adminSettings.system.states');
  if (job.late) return <StatusBadge tone="bad">{t('late')}</StatusBadge>;
  if (job.failuresInARow > 0)
    return (
      <StatusBadge tone="warn">
        {t('failing', { count: job.failuresInARow, failure: job.lastFailure ?? '' })}
      </StatusBadge>
    );
  if (job.running) return <StatusBadge tone="info">{t('running')}</StatusBadge>;
  return <StatusBadge tone="good">{t('onTime')}</StatusBadge>;
}

function Backlog({ backlog }: { backlog: SystemJobs['backlog'] }) {
  const t = useTranslations('adminSettings.system');
  return (
    <AdminCard title={t('backlog')}>
      <ul>
        <li>
          {t('messagesWaiting', { count: backlog.messagesWaiting })}{' '}
          {backlog.messagesWaiting > 0 &&
            t('oldestMessage', { minutes: Math.floor(backlog.oldestMessageSeconds / 60) })}
        </li>
        <li>{t('paymentsWaiting', { count: backlog.paymentsWaiting })}</li>
        <li>{t('refundsWaiting', { count: backlog.refundsWaiting })}</li>
      </ul>
    </AdminCard>
  );
}
