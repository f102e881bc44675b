import { envelope } from '../common';
import { endpointsOf } from '../endpoint';
import { walletRoutes } from '../plain/routes/wallet';
import {
  walletCreditInputSchema,
  walletCustomerParamsSchema,
  walletEntrySchema,
  walletQuerySchema,
  walletSchema,
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
});
