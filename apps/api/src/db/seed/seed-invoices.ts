import { eq } from 'drizzle-orm';
import { issueInvoice } from '../../modules/invoice/index.js';
import type { Tx } from '../client.js';
import { invoices } from '../schema.js';
import type { SuppliedOrder } from './seed-orders.js';

/**
 * The supplied demo orders' GST invoices, issued as the order module issues them (a cash order on
 * delivery) in the seed's transaction: oldest delivery first, so the numbers run with the dates,
 * each dated at its delivery. The settings went in first: their GSTIN is what makes invoices.
 */
export async function seedInvoices(tx: Tx, supplied: readonly SuppliedOrder[]): Promise<void> {
  const oldestFirst = [...supplied].sort((a, b) => a.suppliedAt.getTime() - b.suppliedAt.getTime());
  for (const { orderId, suppliedAt } of oldestFirst) {
    const invoice = await issueInvoice(tx, orderId, suppliedAt);
    // Issued at the door, not when the demo was loaded.
    if (invoice) await tx.update(invoices).set({ issuedAt: suppliedAt }).where(eq(invoices.id, invoice.id));
  }
}
