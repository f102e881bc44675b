'use client';

import { bottleRoutes } from '@farm/contract/plain/routes/bottle';
import { settingsRoutes } from '@farm/contract/plain/routes/settings';
import { useQuery } from '@tanstack/react-query';
import panel from '@/components/ui/panel.module.css';
import { apiData } from '@/lib/api/client';
import { useWords } from '@/lib/i18n/client-words';
import styles from './subscription.module.css';

export const bottlesKey = (customerId: number) => ['bottles', customerId] as const;

/**
 * What happens at the door (issue 34.5): the shop's rule for a day not taken (not home, skipped at
 * the door), and the farm's returnable bottles the customer holds (given minus collected).
 */
export function DoorAndBottles({ customerId }: { customerId: number }) {
  const t = useWords('subscription');
  const rule = useQuery({
    queryKey: ['shop-settings'],
    queryFn: () => apiData(settingsRoutes.getShopSettings),
    staleTime: 10 * 60_000,
  });
  const bottles = useQuery({
    queryKey: bottlesKey(customerId),
    queryFn: () => apiData(bottleRoutes.getMyBottles),
  });
  if (!rule.data && !bottles.data?.inUse) return null;
  const count = bottles.data?.balance ?? 0;
  return (
    <section className={`${panel.panel} ${styles.card}`} aria-labelledby="door-title" data-testid="door">
      <h2 id="door-title" className={styles.heading}>
        {t('door.title')}
      </h2>
      {bottles.data?.inUse && (
        <div>
          <p className={styles.bottles} data-testid="bottle-balance">
            {count < 0
              ? t.counted('door.bottlesOwed', -count)
              : count === 0
                ? t('door.bottlesNone')
                : t.counted('door.bottles', count)}
          </p>
          <p className={styles.muted}>{t('door.bottlesHint')}</p>
        </div>
      )}
      {rule.data && (
        <p className={styles.muted}>
          {t(`door.notHome.${rule.data.doorNotHomeCredit}`)} {t(`door.skip.${rule.data.doorSkipCredit}`)}{' '}
          {t('door.skipAhead')}
        </p>
      )}
    </section>
  );
}
