import type { RequestSpec } from '../load/types.js';
import { type Client, inTurns, isPdf } from './client.js';

type OrderPage = { response: { id: number }[] };
type OrderAnswer = { invoices: { id: number; series: string }[] };

/**
 * Invoices as the shop issues them: staff mark shipped orders delivered (the order module issues
 * the cash order's GST invoice then, in the same transaction). Answers the invoices' ids.
 */
export async function deliverShippedOrders(staff: Client, count: number): Promise<number[]> {
  const shipped: number[] = [];
  for (let page = 1; shipped.length < count; page++) {
    const answer = await staff.call('GET', `/api/orders/all?status=SHIPPED&size=100&page=${page}`);
    if (answer.status !== 200) throw new Error(`shipped orders: ${answer.status}`);
    const ids = answer.json<OrderPage>().response.map((o) => o.id);
    if (ids.length === 0) break;
    shipped.push(...ids);
  }
  const invoices = await inTurns(shipped.slice(0, count), 4, async (id) => {
    const order = await staff.ok<OrderAnswer>('PUT', `/api/orders/${id}`, { status: 'DELIVERED' });
    return order.invoices.filter((i) => i.series === 'INVOICE').map((i) => i.id);
  });
  return invoices.flat();
}

export function invoiceRequests(ids: number[], staffToken: string): RequestSpec[] {
  return ids.map((id) => ({
    method: 'GET',
    path: `/api/invoices/${id}/pdf`,
    headers: { authorization: `Bearer ${staffToken}` },
  }));
}

/** After the load: each of the first invoices (all of them in a short run) answers a PDF. */
export async function checkInvoicePdfs(staff: Client, ids: number[]): Promise<string | undefined> {
  const sample = ids.slice(0, 20);
  const answers = await inTurns(sample, 2, (id) => staff.call('GET', `/api/invoices/${id}/pdf`));
  const bad = answers.filter((a) => !isPdf(a));
  if (ids.length === 0) return 'no invoice was issued';
  if (bad.length)
    return `${bad.length} of ${sample.length} answers not a PDF (${bad[0]?.status} ${bad[0]?.type})`;
  return undefined;
}
