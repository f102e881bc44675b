'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useRef } from 'react';
import styles from './reports.module.css';
import { REPORT_TABS, type ReportTab } from './use-report-params';

export const tabId = (tab: ReportTab) => `report-tab-${tab}`;
export const panelId = (tab: ReportTab) => `report-panel-${tab}`;

/**
 * The reports as tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move between
 * them and open the one reached. Only the open tab names its panel: the others' are not rendered.
 */
export function ReportTabs({
  current,
  onChange,
}: {
  current: ReportTab;
  onChange: (tab: ReportTab) => void;
}) {
  const t = useTranslations('adminReports.tabs');
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent) => {
    const index = REPORT_TABS.findIndex((t) => t.id === current);
    const last = REPORT_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = next === undefined ? undefined : REPORT_TABS[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.id);
    list.current?.querySelector<HTMLElement>(`#${tabId(tab.id)}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={t('label')} className={styles.tabs} ref={list} onKeyDown={move}>
      {REPORT_TABS.map((tab) => {
        const selected = tab.id === current;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={selected}
            aria-controls={selected ? panelId(tab.id) : undefined}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.id)}
          >
            {t(tab.id)}
          </button>
        );
      })}
    </div>
  );
}
