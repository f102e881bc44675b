import { z } from 'zod';
import { envelope, idParamsSchema, messageEnvelopeSchema, pagedEnvelope } from '../common';
import {
  changeNumberBodySchema,
  changeNumberQuerySchema,
  customerHistoryEntrySchema,
  customerListQuerySchema,
  customerLoginBodySchema,
  customerLoginQuerySchema,
  customerNumberCorrectionSchema,
  customerSchema,
  customerSessionSchema,
  customerSignUpSchema,
  customerUpdateSchema,
  passwordChangeSchema,
  passwordResetSchema,
  staffCustomerCreateSchema,
  verifyNumberSchema,
} from '../customer';
import {
  accountClosedSchema,
  closeAccountSchema,
  customerDataExportSchema,
  deleteCustomerQuerySchema,
} from '../customer-data';
import { endpointsOf } from '../endpoint';
import { customerRoutes } from '../plain/routes/customer';

export const customerEndpoints = endpointsOf('customer', customerRoutes, {
  signUpCustomer: { body: customerSignUpSchema, responses: { 201: envelope(customerSchema) } },
  verifyCustomerNumber: { body: verifyNumberSchema, responses: { 200: envelope(customerSchema) } },
  loginCustomer: {
    query: customerLoginQuerySchema,
    body: customerLoginBodySchema,
    responses: { 200: envelope(customerSessionSchema) },
  },
  resetCustomerPassword: { body: passwordResetSchema, responses: { 200: messageEnvelopeSchema } },
  changeCustomerPassword: { body: passwordChangeSchema, responses: { 200: envelope(customerSessionSchema) } },
  changeCustomerNumber: {
    query: changeNumberQuerySchema,
    body: changeNumberBodySchema,
    responses: { 200: envelope(customerSessionSchema) },
  },
  listCustomers: { query: customerListQuerySchema, responses: { 200: pagedEnvelope(customerSchema) } },
  createCustomerByStaff: { body: staffCustomerCreateSchema, responses: { 201: envelope(customerSchema) } },
  correctCustomerNumber: {
    params: idParamsSchema,
    body: customerNumberCorrectionSchema,
    responses: { 200: envelope(customerSchema) },
  },
  listCustomerHistory: {
    params: idParamsSchema,
    responses: { 200: envelope(z.array(customerHistoryEntrySchema)) },
  },
  getCustomer: { params: idParamsSchema, responses: { 200: envelope(customerSchema) } },
  updateCustomer: {
    params: idParamsSchema,
    body: customerUpdateSchema,
    responses: { 200: envelope(customerSchema) },
  },
  deleteCustomer: {
    params: idParamsSchema,
    query: deleteCustomerQuerySchema,
    responses: { 200: messageEnvelopeSchema },
  },
  closeAccount: { body: closeAccountSchema, responses: { 200: envelope(accountClosedSchema) } },
  exportMyData: { responses: { 200: envelope(customerDataExportSchema) } },
  exportCustomerData: { params: idParamsSchema, responses: { 200: envelope(customerDataExportSchema) } },
  eraseCustomer: { params: idParamsSchema, responses: { 200: envelope(customerSchema) } },
});
