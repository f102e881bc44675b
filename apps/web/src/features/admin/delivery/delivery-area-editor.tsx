'use client';

import type { DeliveryArea } from '@farm/contract';
import { deliveryRoutes } from '@farm/contract/plain/routes/delivery';
import { LoadError } from '@/components/ui/page-state';
import { DeleteAction } from '@/features/admin/form/delete-action';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { messageOf } from '@/lib/api/problem';
import { DeliveryAreaForm } from './delivery-area-form';
import { useDeliveryAreas } from './use-delivery-areas';

const BACK = { href: '/admin/delivery-areas', label: 'Delivery areas' };

/** `/admin/delivery-areas/new` and `/admin/delivery-areas/{id}`. */
export function DeliveryAreaEditor({ id }: { id?: number | undefined }) {
  const areas = useDeliveryAreas();
  if (id === undefined) return <EditorPage area={undefined} />;
  if (areas.isError) {
    return (
      <AdminPage title="Delivery area" back={BACK}>
        <LoadError size="section" message={messageOf(areas.error)} onRetry={() => void areas.refetch()} />
      </AdminPage>
    );
  }
  if (!areas.data) {
    return (
      <AdminPage title="Delivery area" back={BACK}>
        <p role="status">Loading…</p>
      </AdminPage>
    );
  }
  const area = areas.data.find((a) => a.id === id);
  if (!area) {
    return (
      <AdminPage title="Delivery area" back={BACK}>
        <p role="alert">This delivery area does not exist (any more).</p>
      </AdminPage>
    );
  }
  return <EditorPage area={area} />;
}

function EditorPage({ area }: { area: DeliveryArea | undefined }) {
  return (
    <AdminPage
      title={area ? area.name : 'New delivery area'}
      back={BACK}
      actions={
        area && (
          <DeleteAction
            endpoint={deliveryRoutes.deleteDeliveryArea}
            input={{ params: { id: area.id } }}
            what={`the delivery area ${area.name}`}
            consequence="Its PIN codes are no longer served. Orders already booked keep their day and slot."
            success="Delivery area deleted"
            goTo={BACK.href}
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
