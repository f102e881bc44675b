'use client';

import { settingsRoutes } from '@farm/contract/plain/routes/settings';
import { useTranslations } from 'next-intl';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { SettingsForm } from './settings-form';

/** `/admin/settings` (admins only): what the storefront's footer, policy pages and checkout show. */
export function SettingsScreen() {
  const t = useTranslations('adminSettings');
  const language = useLanguage();
  const record = useAdminRecord(settingsRoutes.getShopSettings, {});
  const settings = record.data;
  return (
    <AdminPage title={t('title')}>
      {settings ? (
        <>
          <p>
            {t('intro')}
            {settings.updatedAt
              ? t('lastSaved', { when: formatDateTime(settings.updatedAt, language) })
              : t('neverSaved')}
          </p>
          <AdminCard>
            <SettingsForm key={settings.updatedAt ?? 'defaults'} settings={settings} />
          </AdminCard>
        </>
      ) : (
        <RecordState query={record} what={t('what')} />
      )}
    </AdminPage>
  );
}
