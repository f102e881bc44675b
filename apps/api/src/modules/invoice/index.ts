/** GST: rates by HSN code and date; invoices and credit notes (issued, numbered, printed, summed). */
export { issueCreditNote, issueRefundCreditNote, issueReturnCreditNote } from './credit-note.service.js';
export { gstRatesOn } from './gst-rate.repository.js';
export { findInvoiceLinks } from './invoice.repository.js';
export { issueInvoice } from './invoice.service.js';
export { periodInvoices } from './invoice-read.service.js';
