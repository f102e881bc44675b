'use client';

import type { InvoiceLink } from '@farm/contract';
import { invoiceRoutes } from '@farm/contract/plain/routes/invoice';
import { apiFile } from '@/lib/api/client';
import { useWords } from '@/lib/i18n/client-words';
import { InvoiceLinks } from './invoice-links';

const fetchPdf = (id: number) => apiFile(invoiceRoutes.getInvoicePdf, { params: { id } });

/** The customer's own papers of an order, downloaded with their session. */
export function CustomerInvoiceLinks({ invoices }: { invoices: readonly InvoiceLink[] }) {
  const t = useWords('order');
  return (
    <InvoiceLinks
      invoices={invoices}
      fetchPdf={fetchPdf}
      words={{ label: t('invoices.label'), link: t('invoices.link') }}
    />
  );
}
