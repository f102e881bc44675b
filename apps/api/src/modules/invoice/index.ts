/** GST: rates by HSN code and date; invoices, their numbering, documents and credit notes. */
export { gstRatesOn } from './gst-rate.repository.js';
export { findInvoiceLinks } from './invoice.repository.js';
export { issueCreditNote, issueInvoice } from './invoice.service.js';
export { periodInvoices } from './invoice-read.service.js';
