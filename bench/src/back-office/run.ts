// The shop's back-office work under measure (issue 18, goal 7): invoice PDFs, a day's route sheet
// and packing list, and Razorpay's webhooks. Set up through the API as staff and customers would,
// after the catalogue and checkout scenarios, whose audits its orders would otherwise enter.
import type { ApiProcess } from '../api/process.js';
import type { Fixture } from '../catalogue/generate.js';
import { measureLoad } from '../load/measure.js';
import type { LoadResult } from '../load/types.js';
import type { Options } from '../options.js';
import type { Tokens } from '../scenarios/customer.js';
import { makeBenchArea, placeAreaOrders } from './bench-area.js';
import { clientOf, signInStaff } from './client.js';
import { checkInvoicePdfs, deliverShippedOrders, invoiceRequests } from './invoices.js';
import { type PaperTiming, timeRouteDay } from './route-day.js';
import { auditPaidOrders, deliverAgain, paidEvents } from './webhooks.js';

export type BackOfficeLoad = {
  id: 'invoice-pdf' | 'webhooks';
  title: string;
  result: LoadResult;
  rssMb: number;
  /** The functional check after the load: what it held, and whether it held. */
  check: { goal: string; actual: string; met: boolean };
};

export type BackOfficeRun = { loads: BackOfficeLoad[]; papers: PaperTiming[]; setupSeconds: number };

export const BACK_OFFICE_IDS = ['invoice-pdf', 'route-day', 'webhooks'] as const;

/** How much of each: the route's 500 stops are the issue's; the rest sized for ~5 s of load. */
function sizes(options: Options, embedded: boolean) {
  if (options.smoke) return { stops: 6, invoices: 3, onlineOrders: 5, paperRepeats: 1 };
  return { stops: 500, invoices: 100, onlineOrders: embedded ? 300 : 1000, paperRepeats: 5 };
}

export async function runBackOffice(
  api: ApiProcess,
  fixture: Fixture,
  tokens: Tokens,
  options: Options,
  embedded: boolean,
  log: (line: string) => void,
): Promise<BackOfficeRun | undefined> {
  const want = (id: string) => options.only.length === 0 || options.only.includes(id);
  if (!BACK_OFFICE_IDS.some(want)) return undefined;
  const size = sizes(options, embedded);
  const staffToken = await signInStaff(api.url);
  const staff = clientOf(api.url, staffToken);
  const run: BackOfficeRun = { loads: [], papers: [], setupSeconds: 0 };
  const setup = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      run.setupSeconds += (performance.now() - started) / 1000;
    }
  };

  if (want('invoice-pdf')) {
    const ids = await setup(() => deliverShippedOrders(staff, size.invoices));
    const { result, rssMb } = await measureLoad(api, { requests: invoiceRequests(ids, staffToken) }, options);
    const problem = await checkInvoicePdfs(staff, ids);
    run.loads.push({
      id: 'invoice-pdf',
      title: `invoice PDF (staff), ${ids.length} invoices`,
      result,
      rssMb,
      check: { goal: 'every answer a PDF', actual: problem ?? 'PDFs', met: !problem },
    });
    log(
      `  invoice-pdf: ${Math.round(result.rps)} req/s, p95 ${result.p95.toFixed(1)} ms${problem ? ` (${problem})` : ''}`,
    );
  }

  if (!want('route-day') && !want('webhooks')) return run;
  const area = await setup(() => makeBenchArea(staff, fixture, tokens));
  if (want('route-day')) {
    await setup(() =>
      placeAreaOrders(staff, fixture, tokens, area, {
        count: size.stops,
        slotId: area.routeSlot,
        date: area.routeDay,
        paymentMethod: 'COD',
      }),
    );
    run.papers = await timeRouteDay(staff, area, size.stops, size.paperRepeats);
    for (const p of run.papers)
      log(`  ${p.id}: ${Math.round(median(p.times))} ms, ${p.bytes} bytes, ${p.content}`);
  }

  if (want('webhooks')) {
    const orders = await setup(() =>
      placeAreaOrders(staff, fixture, tokens, area, {
        count: size.onlineOrders,
        slotId: area.laterSlot,
        date: area.laterDay,
        paymentMethod: 'ONLINE',
      }),
    );
    const orderIds = orders.map((o) => o.id);
    const payers = orders.map((o) => ({ id: o.id, token: tokens.get(o.customerId) ?? '' }));
    const requests = await setup(() => paidEvents(staff, api.razorpay, payers));
    // Each event once (a repeat would be a duplicate delivery, answered without work): no warm-up.
    const { result, rssMb } = await measureLoad(
      api,
      { requests, warmup: 0, amount: requests.length },
      options,
    );
    const afterLoad = await auditPaidOrders(staff, orderIds);
    const refusedAgain = await deliverAgain(api.url, requests);
    const audit = await auditPaidOrders(staff, orderIds);
    const met = audit.paidOnce === audit.orders && audit.twice === 0 && refusedAgain === 0;
    run.loads.push({
      id: 'webhooks',
      title: `Razorpay webhooks (payment.captured + order.paid), ${requests.length} events`,
      result,
      rssMb,
      check: {
        goal: 'each order paid once',
        actual:
          `after the load ${afterLoad.paidOnce} of ${afterLoad.orders} paid once (${afterLoad.twice} twice); ` +
          `every event delivered again (Razorpay's retry): ${audit.paidOnce} paid once, ${audit.twice} twice, ` +
          `${audit.waiting} still waiting${refusedAgain ? `, ${refusedAgain} refused` : ''}`,
        met,
      },
    });
    log(
      `  webhooks: ${Math.round(result.rps)} req/s, p95 ${result.p95.toFixed(1)} ms, ${audit.paidOnce}/${audit.orders} paid once`,
    );
  }
  return run;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
