import { pagedEnvelope } from '../common';
import { endpointsOf } from '../endpoint';
import { smsRoutes } from '../plain/routes/sms';
import { smsListQuerySchema, smsMessageSchema } from '../sms';

export const smsEndpoints = endpointsOf('sms', smsRoutes, {
  listOutboxMessages: { query: smsListQuerySchema, responses: { 200: pagedEnvelope(smsMessageSchema) } },
});
