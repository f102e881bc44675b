'use client';

import type { RouteSummary } from '@farm/contract';
import { ChevronRight } from 'lucide-react';
import { formatPaise } from '@/lib/format';
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
  if (routes.length === 0) return <p className={styles.none}>No routes on this day.</p>;
  return (
    <ul className={styles.routeCards} aria-label={label}>
      {routes.map((route) => (
        <li key={`${route.areaId}-${route.slotId}`}>
          <Link href={routeHref(viewer, route)} className={styles.routeCard}>
            <span className={styles.routeName}>
              {route.areaName} · {route.window}
            </span>
            <span className={styles.routeFacts}>
              {route.stops} {route.stops === 1 ? 'stop' : 'stops'} · {route.delivered} delivered
              {route.codToCollect > 0 && ` · collect ${formatPaise(route.codToCollect)}`}
            </span>
            <ChevronRight aria-hidden="true" className={styles.routeArrow} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
