import { LOCALES } from '@farm/contract/plain/languages';
import { SHOP_TIME_ZONE } from '@farm/contract/plain/shop';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import styles from './reports.module.css';

/** A day's figure; `detail` adds to its title ("2 orders"). */
export type DayBar = { date: string; value: number; detail?: string };

const HEIGHT = 190;
const TOP = 22;
const BASE = 160;
const dayMonth = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: SHOP_TIME_ZONE });

/** At most six dates under the columns, first and last among them, evenly apart. */
function ticksOf(count: number): number[] {
  if (count <= 6) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / 5;
  return Array.from({ length: 6 }, (_, i) => Math.round(i * step));
}

/** A few days do not each take a sixth of the width: the chart has room for this many at least. */
const MIN_SLOTS = 14;

/**
 * A column per day of the range, each titled with its date and figure (a pointer's tooltip); the
 * highest figure on top, some dates under. One image to screen readers: the day table beside it has
 * every figure. Columns are percentages of the width, so a year of days still fits a phone.
 */
export function DayChart({
  caption,
  days,
  format,
}: {
  caption: string;
  days: DayBar[];
  format: (value: number) => string;
}) {
  const t = useTranslations('adminReports.chart');
  const language = useLanguage();
  const tickText = (date: string) => dayMonth(LOCALES[language]).format(new Date(date));
  const id = useId();
  const max = Math.max(0, ...days.map((d) => d.value));
  const slots = Math.max(days.length, MIN_SLOTS);
  const ticks = ticksOf(days.length);
  const at = (position: number) => `${(position / slots) * 100}%`;
  return (
    <figure className={styles.chart}>
      <figcaption id={id} className={styles.chartCaption}>
        {caption}
      </figcaption>
      <svg role="img" aria-labelledby={id} width="100%" height={HEIGHT} className={styles.svg}>
        <title>{caption}</title>
        <text x="0" y="12" className={styles.axisText}>
          {max > 0 ? t('highest', { value: format(max) }) : t('noSales')}
        </text>
        {days.map((day, i) => {
          const h = max > 0 ? (Math.max(0, day.value) / max) * (BASE - TOP) : 0;
          return (
            <g key={day.date}>
              <title>{`${formatDate(day.date, language)}: ${format(day.value)}${day.detail ? `, ${day.detail}` : ''}`}</title>
              <rect x={at(i + 0.12)} y={BASE - h} width={at(0.76)} height={h} className={styles.bar} />
            </g>
          );
        })}
        <line x1="0" x2="100%" y1={BASE} y2={BASE} className={styles.axis} />
        {ticks.map((i, k) => {
          const day = days[i];
          if (!day) return null;
          // The first date starts at its column, the last ends at its own, the others are centred.
          const first = k === 0;
          const last = k === ticks.length - 1 && !first;
          return (
            <text
              key={day.date}
              x={at(first ? i + 0.12 : last ? i + 0.88 : i + 0.5)}
              y={BASE + 20}
              textAnchor={first ? 'start' : last ? 'end' : 'middle'}
              className={styles.axisText}
            >
              {tickText(day.date)}
            </text>
          );
        })}
      </svg>
    </figure>
  );
}
