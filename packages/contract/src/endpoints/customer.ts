import { envelope, idParamsSchema, messageEnvelopeSchema, pagedEnvelope } from '../common';
import {
  changeNumberBodySchema,
  changeNumberQuerySchema,
  customerListQuerySchema,
  customerLoginBodySchema,
  customerLoginQuerySchema,
  customerSchema,
  customerSessionSchema,
  customerSignUpSchema,
  customerUpdateSchema,
  passwordChangeSchema,
  passwordResetSchema,
} from '../customer';
import { endpointsOf } from '../endpoint';
import { customerRoutes } from '../plain/routes/customer';

export const customerEndpoints = endpointsOf('customer', customerRoutes, {
  signUpCustomer: { body: customerSignUpSchema, responses: { 201: envelope(customerSchema) } },
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
  getCustomer: { params: idParamsSchema, responses: { 200: envelope(customerSchema) } },
  updateCustomer: {
    params: idParamsSchema,
    body: customerUpdateSchema,
    responses: { 200: envelope(customerSchema) },
  },
  deleteCustomer: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },
});
