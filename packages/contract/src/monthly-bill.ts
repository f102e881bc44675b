import { z } from 'zod';
import { idSchema, text, timestampSchema } from './common';
import { paymentStartSchema } from './payment';
import {
  BILL_ONLINE_PAYMENT_STATUSES,
  BILL_PAYMENT_MAX_PAISE,
  BILL_PAYMENT_METHODS,
  STAFF_BILL_PAYMENT_METHODS,
} from './plain/monthly-bill';

/** A calendar month, `2026-11`. */
export const billMonthSchema = z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'Enter a month, e.g. 2026-11');

export const billCustomerParamsSchema = z.object({ customerId: idSchema });
export const billStatementParamsSchema = z.object({ customerId: idSchema, month: billMonthSchema });
export const myStatementParamsSchema = z.object({ month: billMonthSchema });

/** `PUT …/monthly-bill`: on the monthly bill (postpaid) or back on the prepaid wallet. */
export const monthlyBillInputSchema = z.strictObject({ monthlyBill: z.boolean() });
export type MonthlyBillInput = z.infer<typeof monthlyBillInputSchema>;

/** A closed month's statement in a list: its month, when it closed and what was due then. */
export const closedStatementSchema = z.object({
  month: z.string(),
  closedAt: timestampSchema,
  duePaise: z.number().int(),
});
export type ClosedStatement = z.infer<typeof closedStatementSchema>;

/** One day's delivery on the bill: its order and what came. */
export const statementDaySchema = z.object({
  day: z.string(),
  orderId: z.number().int(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int(), amountPaise: z.number().int() })),
  /** The order's total (the items after offers, and the delivery fee if any). */
  amountPaise: z.number().int(),
});

/**
 * What a credit on the bill is for: the farm's own (`STAFF_CREDIT`, with its note), or a day taken
 * off at the door by the shop's rule (`DOOR_SKIP`, `DOOR_NOT_HOME`: issue 34.5).
 */
export const STATEMENT_CREDIT_REASONS = ['STAFF_CREDIT', 'DOOR_SKIP', 'DOOR_NOT_HOME'] as const;

export const statementCreditSchema = z.object({
  at: timestampSchema,
  amountPaise: z.number().int(),
  reason: z.enum(STATEMENT_CREDIT_REASONS),
  note: z.string().nullable(),
});
export type StatementCredit = z.infer<typeof statementCreditSchema>;

/**
 * Whether a customer is on the monthly bill, who changed it and when, what they owe now (every
 * delivery on the bill, less credits and payments; below zero: in credit), the months closed, and
 * this month's credits.
 */
export const monthlyBillSchema = z.object({
  customerId: z.number().int(),
  monthlyBill: z.boolean(),
  changedAt: timestampSchema.nullable(),
  changedByName: z.string().nullable(),
  duePaise: z.number().int(),
  statements: z.array(closedStatementSchema),
  /** This month's credits on the bill so far, each with its reason (the farm's note, or the door's). */
  credits: z.array(statementCreditSchema),
});
export type MonthlyBill = z.infer<typeof monthlyBillSchema>;

/**
 * Staff credit a monthly-bill customer (spoilt milk, a missed delivery): the amount comes off their
 * bill, not into the wallet they do not use. The note is what staff typed; the key is the form's.
 */
export const billCreditInputSchema = z.strictObject({
  amountPaise: z.number().int().min(100).max(BILL_PAYMENT_MAX_PAISE),
  note: text(200),
  idempotencyKey: z.string().min(8).max(100),
});
export type BillCreditInput = z.infer<typeof billCreditInputSchema>;

export const billPaymentSchema = z.object({
  id: z.number().int(),
  amountPaise: z.number().int(),
  method: z.enum(BILL_PAYMENT_METHODS),
  reference: z.string().nullable(),
  receivedAt: timestampSchema,
});
export type BillPayment = z.infer<typeof billPaymentSchema>;

/**
 * A customer's statement of a month: brought forward from before it, what was delivered each
 * day, credits, payments received, and the amount due
 * (`broughtForward + delivered − credits − payments`; below zero: in credit).
 */
export const statementSchema = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  mobileNumber: z.string(),
  month: z.string(),
  from: z.string(),
  to: z.string(),
  broughtForwardPaise: z.number().int(),
  deliveredPaise: z.number().int(),
  creditsPaise: z.number().int(),
  paymentsPaise: z.number().int(),
  duePaise: z.number().int(),
  days: z.array(statementDaySchema),
  credits: z.array(statementCreditSchema),
  payments: z.array(billPaymentSchema),
  /** When the month was closed on the 1st; null while it is open. */
  closedAt: timestampSchema.nullable(),
});
export type Statement = z.infer<typeof statementSchema>;

/**
 * Staff record a payment received: cash or UPI, with its reference (the UPI transaction id, the
 * receipt book's number). The key is made once when the form opens: a retry records once.
 */
export const billPaymentInputSchema = z.strictObject({
  amountPaise: z.number().int().min(1).max(BILL_PAYMENT_MAX_PAISE),
  method: z.enum(STAFF_BILL_PAYMENT_METHODS),
  reference: text(60),
  idempotencyKey: z.string().min(8).max(100),
});
export type BillPaymentInput = z.infer<typeof billPaymentInputSchema>;

/** An online payment of the amount due, started from the wallet page or the statement's link. */
export const billOnlinePaymentSchema = z.object({
  id: z.number().int(),
  amountPaise: z.number().int(),
  status: z.enum(BILL_ONLINE_PAYMENT_STATUSES),
});

/** Hosted checkout's form for paying the bill, as a top-up answers it. */
export const billPaymentStartSchema = paymentStartSchema.extend({ billPayment: billOnlinePaymentSchema });
export type BillPaymentStart = z.infer<typeof billPaymentStartSchema>;

/** `?billPayment=`: the shop's online bill payment the hosted checkout's callback is about. */
export const billPaymentCallbackQuerySchema = z.object({ billPayment: idSchema });
