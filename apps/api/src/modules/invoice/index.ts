/** GST: rates by HSN code and date; (next) invoices, their numbering, documents and credit notes. */
export { gstRatesOn } from './gst-rate.repository.js';
export { findInvoiceLinks } from './invoice.repository.js';
export { issueCreditNote, issueInvoice } from './invoice.service.js';
