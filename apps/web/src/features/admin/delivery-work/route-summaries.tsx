'use client';

import type { RouteSummary } from '@farm/contract';
import { slotWindowIn } from '@farm/contract/plain/delivery';
import { ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { formatPaise } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import styles from './delivery-work.module.css';
import { type RouteViewer, routeHref } from './route-href';

/** A day's routes as cards, each a link to its stops: a finger-sized target on a phone. */
export function RouteSummaries({
  routes,
  viewer,
  label,
}: {
  routes: RouteSummary[];
  viewer: RouteViewer;
  label: string;
}) {
  const t = useTranslations('adminDelivery.routes');
  const language = useLanguage();
  if (routes.length === 0) return <p className={styles.none}>{t('none')}</p>;
  return (
    <ul className={styles.routeCards} aria-label={label}>
      {routes.map((route) => (
        <li key={`${route.areaId}-${route.slotId}`}>
          <Link href={routeHref(viewer, route)} className={styles.routeCard}>
            <span className={styles.routeName}>
              {route.areaName} · {slotWindowIn(route.window, language)}
            </span>
            <span className={styles.routeFacts}>
              {route.codToCollect > 0
                ? t('factsCollect', {
                    stops: route.stops,
                    delivered: route.delivered,
                    amount: formatPaise(route.codToCollect),
                  })
                : t('facts', { stops: route.stops, delivered: route.delivered })}
            </span>
            <ChevronRight aria-hidden="true" className={styles.routeArrow} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
