'use client';

import { settingsRoutes } from '@farm/contract/plain/routes/settings';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { formatDateTime } from '@/lib/format';
import { SettingsForm } from './settings-form';

/** `/admin/settings` (admins only): what the storefront's footer, policy pages and checkout show. */
export function SettingsScreen() {
  const record = useAdminRecord(settingsRoutes.getShopSettings, {});
  const settings = record.data;
  return (
    <AdminPage title="Settings">
      {settings ? (
        <>
          <p>
            The farm's name, address, contacts, policies and delivery fee as the shop shows them.
            {settings.updatedAt
              ? ` Last saved ${formatDateTime(settings.updatedAt)}.`
              : ' Never saved yet: the shop shows these defaults.'}
          </p>
          <AdminCard>
            <SettingsForm key={settings.updatedAt ?? 'defaults'} settings={settings} />
          </AdminCard>
        </>
      ) : (
        <RecordState query={record} what="settings" />
      )}
    </AdminPage>
  );
}
