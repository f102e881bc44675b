'use client';

import type { InvoiceLink } from '@farm/contract';
import { invoiceRoutes } from '@farm/contract/plain/routes/invoice';
import { InvoiceLinks } from '@/features/order/invoice-links';
import { staffFile } from '@/lib/api/staff-client';

const fetchPdf = (id: number) => staffFile(invoiceRoutes.getInvoicePdf, { params: { id } });

/** An order's papers in the staff area, downloaded with the staff session. */
export function StaffInvoiceLinks({ invoices }: { invoices: readonly InvoiceLink[] }) {
  return <InvoiceLinks invoices={invoices} fetchPdf={fetchPdf} />;
}
