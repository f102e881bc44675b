import { z } from 'zod';
import { envelope, messageEnvelopeSchema } from '../common';
import { endpointsOf } from '../endpoint';
import { authRoutes } from '../plain/routes/auth';
import { refreshBodySchema, refreshedSessionSchema, staffLoginSchema, staffSessionSchema } from '../user';

export const authEndpoints = endpointsOf('auth', authRoutes, {
  staffLogin: { body: staffLoginSchema, responses: { 200: envelope(staffSessionSchema) } },
  refreshSession: {
    body: refreshBodySchema,
    responses: {
      // A script that sent its token in the body gets the next one back the same way.
      200: envelope(refreshedSessionSchema.extend({ refreshToken: z.string().optional() })),
    },
  },
  logout: { body: refreshBodySchema, responses: { 200: messageEnvelopeSchema } },
});
