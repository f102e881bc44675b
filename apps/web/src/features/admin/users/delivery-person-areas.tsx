'use client';

import { deliveryRoutes } from '@farm/contract/plain/routes/delivery';
import { deliveryWorkRoutes } from '@farm/contract/plain/routes/delivery-work';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { formStyles } from '@/components/ui/form-fields';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import { messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';

/**
 * The own-delivery areas whose routes a delivery person sees (issue 16.3): a box per area, saved
 * as the whole list. Courier areas have no routes, so they are not offered.
 */
export function DeliveryPersonAreas({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const people = useQuery({
    queryKey: ['admin', 'delivery-people'],
    queryFn: () => staffData(deliveryWorkRoutes.listDeliveryPeople),
  });
  const areas = useQuery({
    queryKey: ['admin', 'delivery-areas'],
    queryFn: () => staffData(deliveryRoutes.listDeliveryAreas),
  });
  const [picked, setPicked] = useState<ReadonlySet<number>>();
  const [saving, setSaving] = useState(false);

  const failed = people.error ?? areas.error;
  if (failed) {
    const retry = () => void Promise.all([people.refetch(), areas.refetch()]);
    return <LoadError size="section" message={messageOf(failed)} onRetry={retry} />;
  }
  if (!people.data || !areas.data) return <LoadingRows size="section" label="Loading the delivery areas" />;

  const saved = new Set(people.data.find((person) => person.id === userId)?.areaIds ?? []);
  const chosen = picked ?? saved;
  const ownAreas = areas.data.filter((area) => area.kind === 'OWN' || saved.has(area.id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  };
  const save = async () => {
    setSaving(true);
    try {
      await staffData(deliveryWorkRoutes.setDeliveryPersonAreas, {
        params: { id: userId },
        body: { areaIds: [...chosen] },
      });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'delivery-people'] });
      setPicked(undefined);
      toast.success('Areas saved');
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className={formStyles.fieldset}>
        <legend>Areas they deliver to</legend>
        {ownAreas.length === 0 && <p className={formStyles.hint}>No own-delivery areas yet.</p>}
        {ownAreas.map((area) => (
          <label key={area.id} className={formStyles.checkbox}>
            <input
              type="checkbox"
              checked={chosen.has(area.id)}
              onChange={(event) => toggle(area.id, event.target.checked)}
            />
            {area.name}
          </label>
        ))}
      </fieldset>
      <p className={formStyles.hint}>They see the routes of these areas only, and mark their stops.</p>
      <button type="submit" className={formStyles.button} disabled={saving || picked === undefined}>
        {saving ? 'Saving…' : 'Save areas'}
      </button>
    </form>
  );
}
