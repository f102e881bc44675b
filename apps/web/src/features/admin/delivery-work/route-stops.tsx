'use client';

import type { RouteSheet, RouteStop } from '@farm/contract';
import { deliveryWorkRoutes } from '@farm/contract/plain/routes/delivery-work';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';
import styles from './delivery-work.module.css';
import { moveStop } from './move-stop';
import { StopCard } from './stop-card';

type Props = {
  sheet: RouteSheet;
  /** Staff set the order of the stops; a delivery person follows it. */
  canArrange: boolean;
  onSheet(sheet: RouteSheet): void;
  onStopChanged(): Promise<unknown>;
};

/**
 * The route's stops in order. Staff move a stop up or down here, then save the whole order at
 * once (`PUT /delivery/route/order` with every order of the route).
 */
export function RouteStops({ sheet, canArrange, onSheet, onStopChanged }: Props) {
  const t = useTranslations('adminDelivery');
  const [arranged, setArranged] = useState<number[]>();
  const [saving, setSaving] = useState(false);
  const byId = new Map(sheet.stops.map((stop) => [stop.orderId, stop]));
  const stops = arranged
    ? arranged.map((id) => byId.get(id)).filter((stop): stop is RouteStop => stop !== undefined)
    : sheet.stops;

  const save = async () => {
    if (!arranged) return;
    setSaving(true);
    try {
      const { date, areaId, slotId } = sheet;
      onSheet(
        await staffData(deliveryWorkRoutes.orderRoute, {
          body: { date, areaId, slotId, orderIds: arranged },
        }),
      );
      setArranged(undefined);
      toast.success(t('sheet.saved'));
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  if (stops.length === 0) return <p className={styles.none}>{t('sheet.noStops')}</p>;
  const move = (index: number, by: -1 | 1) => setArranged(moveStop(stops, index, by));
  return (
    <>
      {arranged && (
        <div className={`${styles.arrangeBar} ${styles.noPrint}`} role="status">
          <p>{t('sheet.changed')}</p>
          <button
            type="button"
            className={buttonClass('primary', ['compact'])}
            disabled={saving}
            onClick={() => void save()}
          >
            {saving ? t('saving') : t('sheet.saveOrder')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary', ['compact'])}
            disabled={saving}
            onClick={() => setArranged(undefined)}
          >
            {t('sheet.undo')}
          </button>
        </div>
      )}
      <ol className={styles.stops} aria-label={t('sheet.stops')}>
        {stops.map((stop, index) => (
          <li key={stop.orderId}>
            <StopCard
              stop={stop}
              position={index + 1}
              linkOrder={canArrange}
              onMarked={(marked) => {
                onSheet({
                  ...sheet,
                  stops: sheet.stops.map((s) => (s.orderId === marked.orderId ? marked : s)),
                });
                return onStopChanged();
              }}
              arrange={
                canArrange && (
                  <div className={`${styles.arrange} ${styles.noPrint}`}>
                    <button
                      type="button"
                      className={buttonClass('quiet', ['compact'])}
                      disabled={index === 0 || saving}
                      onClick={() => move(index, -1)}
                      aria-label={t('sheet.moveUp', { position: index + 1, name: stop.customerName })}
                    >
                      <ArrowUp aria-hidden="true" size={16} />
                    </button>
                    <button
                      type="button"
                      className={buttonClass('quiet', ['compact'])}
                      disabled={index === stops.length - 1 || saving}
                      onClick={() => move(index, 1)}
                      aria-label={t('sheet.moveDown', { position: index + 1, name: stop.customerName })}
                    >
                      <ArrowDown aria-hidden="true" size={16} />
                    </button>
                  </div>
                )
              }
            />
          </li>
        ))}
      </ol>
    </>
  );
}
