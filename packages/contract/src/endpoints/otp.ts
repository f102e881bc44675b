import { envelope, messageEnvelopeSchema } from '../common';
import { customerSessionSchema, otpSendQuerySchema, otpVerifySchema } from '../customer';
import { endpointsOf } from '../endpoint';
import { otpRoutes } from '../plain/routes/otp';

export const otpEndpoints = endpointsOf('otp', otpRoutes, {
  sendOtp: { query: otpSendQuerySchema, responses: { 200: messageEnvelopeSchema } },
  loginWithOtp: { body: otpVerifySchema, responses: { 200: envelope(customerSessionSchema) } },
});
