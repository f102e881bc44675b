'use client';

import type { InvoiceLink } from '@farm/contract';
import { invoiceRoutes } from '@farm/contract/plain/routes/invoice';
import { useTranslations } from 'next-intl';
import { InvoiceLinks } from '@/features/order/invoice-links';
import { staffFile } from '@/lib/api/staff-client';

const fetchPdf = (id: number) => staffFile(invoiceRoutes.getInvoicePdf, { params: { id } });

/** An order's papers in the staff area, downloaded with the staff session. */
export function StaffInvoiceLinks({ invoices }: { invoices: readonly InvoiceLink[] }) {
  const t = useTranslations('adminOrders.invoices');
  return (
    <InvoiceLinks
      invoices={invoices}
      fetchPdf={fetchPdf}
      words={{ label: t('label'), link: t.raw('link') as string }}
    />
  );
}
