/** A page number to link, or a gap ("…") that stands for two or more pages. */
export type PageItem = number | 'gap';

/**
 * Which page numbers to show: the first, the last and one either side of the current one. A gap
 * hides at least two pages: a single missing page is shown as its number (`1 2 3 4`, never `1 2 … 4`),
 * since "…" takes the same room and hides where it leads.
 */
export function pageNumbers(current: number, total: number): PageItem[] {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: PageItem[] = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && n - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && n - last > 2) out.push('gap');
    out.push(n);
  }
  return out;
}
