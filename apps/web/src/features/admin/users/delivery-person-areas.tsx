'use client';

import { translated } from '@farm/contract/plain/languages';
import { deliveryRoutes } from '@farm/contract/plain/routes/delivery';
import { deliveryWorkRoutes } from '@farm/contract/plain/routes/delivery-work';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formStyles } from '@/components/ui/form-fields';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import { toast } from '@/components/ui/toast';
import { messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';
import { useLanguage } from '@/lib/i18n/language-context';

/**
 * The own-delivery areas whose routes a delivery person sees (issue 16.3): a box per area, saved
 * as the whole list. Courier areas have no routes, so they are not offered.
 */
export function DeliveryPersonAreas({ userId }: { userId: number }) {
  const t = useTranslations('adminDelivery');
  const language = useLanguage();
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
  if (!people.data || !areas.data) return <LoadingRows size="section" label={t('personAreas.loading')} />;

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
      toast.success(t('personAreas.saved'));
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
        <legend>{t('personAreas.legend')}</legend>
        {ownAreas.length === 0 && <p className={formStyles.hint}>{t('personAreas.none')}</p>}
        {ownAreas.map((area) => (
          <label key={area.id} className={formStyles.checkbox}>
            <input
              type="checkbox"
              checked={chosen.has(area.id)}
              onChange={(event) => toggle(area.id, event.target.checked)}
            />
            {translated(area, 'name', language)}
          </label>
        ))}
      </fieldset>
      <p className={formStyles.hint}>{t('personAreas.hint')}</p>
      <button type="submit" className={formStyles.button} disabled={saving || picked === undefined}>
        {saving ? t('saving') : t('personAreas.save')}
      </button>
    </form>
  );
}
