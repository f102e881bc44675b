'use client';

import type { DeliveryArea } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import { deliveryRoutes } from '@farm/contract/plain/routes/delivery';
import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/page-state';
import { DeleteAction } from '@/features/admin/form/delete-action';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { messageOf } from '@/lib/api/problem';
import { useLanguage } from '@/lib/i18n/language-context';
import { DeliveryAreaForm } from './delivery-area-form';
import { useDeliveryAreas } from './use-delivery-areas';

const LIST = '/admin/delivery-areas';

/** `/admin/delivery-areas/new` and `/admin/delivery-areas/{id}`. */
export function DeliveryAreaEditor({ id }: { id?: number | undefined }) {
  const t = useTranslations('adminDelivery.areas');
  const back = { href: LIST, label: t('title') };
  const areas = useDeliveryAreas();
  if (id === undefined) return <EditorPage area={undefined} />;
  if (areas.isError) {
    return (
      <AdminPage title={t('one')} back={back}>
        <LoadError size="section" message={messageOf(areas.error)} onRetry={() => void areas.refetch()} />
      </AdminPage>
    );
  }
  if (!areas.data) {
    return (
      <AdminPage title={t('one')} back={back}>
        <p role="status">{t('loading')}</p>
      </AdminPage>
    );
  }
  const area = areas.data.find((a) => a.id === id);
  if (!area) {
    return (
      <AdminPage title={t('one')} back={back}>
        <p role="alert">{t('missing')}</p>
      </AdminPage>
    );
  }
  return <EditorPage area={area} />;
}

function EditorPage({ area }: { area: DeliveryArea | undefined }) {
  const t = useTranslations('adminDelivery.areas');
  const language = useLanguage();
  const name = area && translated(area, 'name', language);
  return (
    <AdminPage
      title={name ?? t('new')}
      back={{ href: LIST, label: t('title') }}
      actions={
        area && (
          <DeleteAction
            endpoint={deliveryRoutes.deleteDeliveryArea}
            input={{ params: { id: area.id } }}
            what={t('deleteWhat', { name: name ?? area.name })}
            consequence={t('deleteConsequence')}
            success={t('deleted')}
            goTo={LIST}
          />
        )
      }
    >
      <AdminCard>
        {/* Keyed by the saved area, so that a save or a reload starts the form afresh. */}
        <div key={area ? JSON.stringify(area) : 'new'}>
          <DeliveryAreaForm area={area} />
        </div>
      </AdminCard>
    </AdminPage>
  );
}
