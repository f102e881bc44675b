import { route } from '../http';

/** GST invoices and credit notes (issue 17): the customer's own, and every one for staff. */
export const invoiceRoutes = {
  listOrderInvoices: route('GET', '/orders/:id/invoices', 'customerOrStaff', {
    summary: "An order's invoice and credit notes (a customer: their own order's)",
  }),
  getInvoicePdf: route('GET', '/invoices/:id/pdf', 'customerOrStaff', {
    summary: 'An invoice or credit note as a PDF (A4), as it was issued',
  }),
  listDayInvoices: route('GET', '/invoices', 'staff', {
    summary: 'The invoices and credit notes issued on one day (India time), in number order',
  }),
  getDayInvoicesPdf: route('GET', '/invoices/pdf', 'staff', {
    summary: "One PDF of a day's invoices and credit notes, each on its own page(s), to print",
  }),
};
