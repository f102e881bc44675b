import { z } from 'zod';
import { envelope } from '../common';
import { endpointsOf } from '../endpoint';
import {
  billCreditInputSchema,
  billCustomerParamsSchema,
  billPaymentCallbackQuerySchema,
  billPaymentInputSchema,
  billPaymentSchema,
  billPaymentStartSchema,
  billStatementParamsSchema,
  monthlyBillInputSchema,
  monthlyBillSchema,
  myStatementParamsSchema,
  statementCreditSchema,
  statementSchema,
} from '../monthly-bill';
import { idempotencyHeadersSchema } from '../order';
import { razorpayCallbackSchema } from '../payment';
import { monthlyBillRoutes } from '../plain/routes/monthly-bill';

const pdf = z.unknown().meta({ description: 'application/pdf' });

export const monthlyBillEndpoints = endpointsOf('monthly-bill', monthlyBillRoutes, {
  getCustomerMonthlyBill: {
    params: billCustomerParamsSchema,
    responses: { 200: envelope(monthlyBillSchema) },
  },
  setCustomerMonthlyBill: {
    params: billCustomerParamsSchema,
    body: monthlyBillInputSchema,
    responses: { 200: envelope(monthlyBillSchema) },
  },
  getCustomerStatement: { params: billStatementParamsSchema, responses: { 200: envelope(statementSchema) } },
  getCustomerStatementPdf: { params: billStatementParamsSchema, responses: { 200: pdf } },
  recordBillPayment: {
    params: billCustomerParamsSchema,
    body: billPaymentInputSchema,
    responses: { 201: envelope(billPaymentSchema), 200: envelope(billPaymentSchema) },
  },
  recordBillCredit: {
    params: billCustomerParamsSchema,
    body: billCreditInputSchema,
    responses: { 201: envelope(statementCreditSchema), 200: envelope(statementCreditSchema) },
  },
  getMyMonthlyBill: { responses: { 200: envelope(monthlyBillSchema) } },
  getMyStatementPdf: { params: myStatementParamsSchema, responses: { 200: pdf } },
  startBillPayment: {
    headers: idempotencyHeadersSchema,
    responses: { 201: envelope(billPaymentStartSchema), 200: envelope(billPaymentStartSchema) },
  },
  billPaymentCallback: {
    query: billPaymentCallbackQuerySchema,
    body: razorpayCallbackSchema,
    responses: {
      303: z.unknown().meta({ description: 'To `/wallet?billPayment=<id>&payment=paid|failed|later`' }),
    },
  },
});
