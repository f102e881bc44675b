import { z } from 'zod';
import { envelope } from '../common';
import { endpointsOf } from '../endpoint';
import { idempotencyHeadersSchema } from '../order';
import { razorpayCallbackSchema } from '../payment';
import { walletRoutes } from '../plain/routes/wallet';
import {
  walletCreditInputSchema,
  walletCustomerParamsSchema,
  walletEntrySchema,
  walletQuerySchema,
  walletSchema,
  walletTopUpCallbackQuerySchema,
  walletTopUpInputSchema,
  walletTopUpParamsSchema,
  walletTopUpSchema,
  walletTopUpStartSchema,
} from '../wallet';

export const walletEndpoints = endpointsOf('wallet', walletRoutes, {
  getWallet: { query: walletQuerySchema, responses: { 200: envelope(walletSchema) } },
  getCustomerWallet: {
    params: walletCustomerParamsSchema,
    query: walletQuerySchema,
    responses: { 200: envelope(walletSchema) },
  },
  creditWallet: {
    params: walletCustomerParamsSchema,
    body: walletCreditInputSchema,
    responses: { 201: envelope(walletEntrySchema), 200: envelope(walletEntrySchema) },
  },
  startWalletTopUp: {
    headers: idempotencyHeadersSchema,
    body: walletTopUpInputSchema,
    responses: { 201: envelope(walletTopUpStartSchema), 200: envelope(walletTopUpStartSchema) },
  },
  getWalletTopUp: { params: walletTopUpParamsSchema, responses: { 200: envelope(walletTopUpSchema) } },
  walletTopUpCallback: {
    query: walletTopUpCallbackQuerySchema,
    body: razorpayCallbackSchema,
    responses: {
      303: z.unknown().meta({ description: 'To `/wallet?topUp=<id>&payment=paid|failed|later`' }),
    },
  },
});
