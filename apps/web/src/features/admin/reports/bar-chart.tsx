import { useId } from 'react';
import styles from './reports.module.css';

export type Bar = { key: string | number; label: string; value: number; valueText: string };

const ROW = 44;
const LABEL_CHARS = 40;
const short = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label);

/**
 * Horizontal bars, one row each: its name above, its bar, and its figure at the end of the row, so
 * every bar says what it is and how much. The SVG is one image to screen readers (its caption);
 * the report's table beside it holds the same figures for them. Lengths are percentages and text
 * keeps its size, so it reads the same at 360 px and at 1280 px.
 */
export function BarChart({ caption, bars }: { caption: string; bars: Bar[] }) {
  const id = useId();
  const max = Math.max(0, ...bars.map((b) => b.value));
  if (bars.length === 0) return null;
  return (
    <figure className={styles.chart}>
      <figcaption id={id} className={styles.chartCaption}>
        {caption}
      </figcaption>
      <svg role="img" aria-labelledby={id} width="100%" height={bars.length * ROW} className={styles.svg}>
        <title>{caption}</title>
        {bars.map((bar, i) => {
          const share = max > 0 ? Math.max(0, bar.value) / max : 0;
          const top = i * ROW;
          return (
            <g key={bar.key}>
              <title>{`${bar.label}: ${bar.valueText}`}</title>
              <text x="0" y={top + 15} className={styles.barLabel}>
                {short(bar.label)}
              </text>
              {/* The bars take 72 % of the width; the figure sits in the rest, right-aligned. */}
              <rect y={top + 22} width="72%" height="14" rx="3" className={styles.track} />
              {share > 0 && (
                <rect
                  y={top + 22}
                  width={`${Math.max(share * 72, 0.6)}%`}
                  height="14"
                  rx="3"
                  className={styles.bar}
                />
              )}
              <text x="100%" y={top + 34} textAnchor="end" className={styles.barValue}>
                {bar.valueText}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
