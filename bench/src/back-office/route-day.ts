import type { BenchArea } from './bench-area.js';
import { type Answer, type Client, isPdf } from './client.js';

/** One of the morning's papers, asked for a few times one after another. */
export type PaperTiming = {
  id: string;
  title: string;
  /** Milliseconds per answer, each ask; and the answer's size in bytes (the last one). */
  times: number[];
  bytes: number;
  /** What the answer held (stops, orders), or what was wrong with it. */
  content: string;
  problem?: string | undefined;
};

type Sheet = { stops: unknown[] };
type Packing = { orders: unknown[]; products: unknown[] };

/**
 * The route sheet of the area's slot on its day (JSON and PDF) and that day's packing list (JSON
 * and PDF), as staff open them in the morning: each asked `times` times in a row, no cache.
 */
export async function timeRouteDay(
  staff: Client,
  area: BenchArea,
  stops: number,
  times: number,
): Promise<PaperTiming[]> {
  const route = `date=${area.routeDay}&areaId=${area.id}&slotId=${area.routeSlot}`;
  const papers = [
    {
      id: 'route-sheet',
      title: `route sheet, ${stops} stops (JSON)`,
      path: `/api/delivery/route?${route}`,
      read: (a: Answer) => {
        const n = a.json<{ response: Sheet }>().response.stops.length;
        return { content: `${n} stops`, problem: n === stops ? undefined : `${n} stops, not ${stops}` };
      },
    },
    {
      id: 'route-sheet-pdf',
      title: `route sheet, ${stops} stops (PDF)`,
      path: `/api/delivery/route/pdf?${route}`,
    },
    {
      id: 'packing-list',
      title: 'packing list of that day (JSON)',
      path: `/api/delivery/packing?date=${area.routeDay}`,
      read: (a: Answer) => {
        const list = a.json<{ response: Packing }>().response;
        const n = list.orders.length;
        return {
          content: `${n} orders, ${list.products.length} products`,
          problem: n >= stops ? undefined : `${n} orders, fewer than the route's ${stops}`,
        };
      },
    },
    {
      id: 'packing-list-pdf',
      title: 'packing list of that day (PDF)',
      path: `/api/delivery/packing/pdf?date=${area.routeDay}`,
    },
  ];
  const timings: PaperTiming[] = [];
  for (const paper of papers) {
    const answers: Answer[] = [];
    for (let i = 0; i < times; i++) answers.push(await staff.call('GET', paper.path));
    const last = answers[answers.length - 1] as Answer;
    const failed = answers.find((a) => a.status !== 200);
    let judged: { content: string; problem?: string | undefined };
    if (failed) judged = { content: '', problem: `answered ${failed.status}` };
    else if (paper.read) judged = paper.read(last);
    else judged = isPdf(last) ? { content: 'a PDF' } : { content: '', problem: `not a PDF (${last.type})` };
    timings.push({
      id: paper.id,
      title: paper.title,
      times: answers.map((a) => a.ms),
      bytes: last.bytes.length,
      ...judged,
    });
  }
  return timings;
}
