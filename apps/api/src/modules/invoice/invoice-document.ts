import type { GstDocumentKind, GstRateSummary } from './gst-arithmetic.js';

/** A party on the paper: who, where (lines of the address), which state (name and GST code). */
export type InvoiceParty = {
  name: string;
  address: string[];
  state: string;
  stateCode: string;
  gstin?: string | null;
  fssaiNumber?: string | null;
  phone?: string | null;
  email?: string | null;
};

export type InvoiceLine = {
  /** The order line's product (none on the delivery line): what a partial return credits. */
  productId?: number;
  description: string;
  hsnCode: string | null;
  quantity: number;
  unit: string;
  ratePercent: number;
  /** Paise, tax included: what was paid for the line. */
  amount: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
};

/** A computed line as the paper keeps it: the fields of `InvoiceLine`, nothing else of the input. */
export function invoiceLineOf(line: InvoiceLine): InvoiceLine {
  return {
    ...(line.productId !== undefined ? { productId: line.productId } : {}),
    description: line.description,
    hsnCode: line.hsnCode,
    quantity: line.quantity,
    unit: line.unit,
    ratePercent: line.ratePercent,
    amount: line.amount,
    taxableValue: line.taxableValue,
    cgst: line.cgst,
    sgst: line.sgst,
    igst: line.igst,
  };
}

/**
 * Everything an invoice, bill of supply or credit note says (CGST rule 46/49), as issued: the PDF
 * and the reports read this, never the order again, so a later change of the shop's name, a
 * product or a rate does not change a paper already given.
 */
export type InvoiceDocument = {
  kind: GstDocumentKind;
  /** "Tax invoice", "Bill of supply", "Invoice-cum-bill of supply", or "Credit note". */
  title: string;
  number: string;
  invoiceDate: string;
  supplier: InvoiceParty;
  /**
   * An unregistered buyer (decision 0045): the delivery address's name and lines with the state and
   * its code, never a mobile number (rule 46 does not ask for one; papers issued before issue 30 kept
   * it in `mobileNumber`, which is never printed). An erased customer's papers keep only the state
   * and its code, unless rule 46 asks for the name and address (a value of ₹50,000 or more).
   */
  buyer: InvoiceParty & { mobileNumber?: string };
  placeOfSupply: { state: string; stateCode: string };
  interState: boolean;
  reverseCharge: false;
  orderId: number;
  orderPlacedAt: string;
  lines: InvoiceLine[];
  byRate: GstRateSummary[];
  totals: {
    taxableValue: number;
    cgst: number;
    sgst: number;
    igst: number;
    tax: number;
    amount: number;
    roundOff: number;
    invoiceTotal: number;
  };
  /** A credit note's invoice; `whole`: it credits all the invoice had left (a cancelled or returned order). */
  credits?: { number: string; invoiceDate: string; whole?: boolean };
};

export const DOCUMENT_TITLES: Readonly<Record<GstDocumentKind, string>> = {
  TAX_INVOICE: 'Tax invoice',
  BILL_OF_SUPPLY: 'Bill of supply',
  INVOICE_CUM_BILL_OF_SUPPLY: 'Invoice-cum-bill of supply',
};
