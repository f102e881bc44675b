import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKeyOf } from '../../lib/client-key.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { requireCustomer } from '../../plugins/auth.js';
import { sendMessagesNow } from '../notification/index.js';
import { sendOtp } from './otp.service.js';
import { setRetryAfterHeader } from './retry-later.js';

/** Per client address, in memory; the per-number and hourly limits (OTP_LIMITS) live in the database. */
export const OTP_SEND_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onError', setRetryAfterHeader);

  app.route({
    ...routeOf(endpoints.sendOtp),
    config: { rateLimit: OTP_SEND_RATE_LIMIT },
    // A code for a new number or for closing an account is only for a signed-in customer.
    preHandler: async (request, reply) => {
      const query = request.query as { purpose?: unknown };
      if (query.purpose === 'change_number' || query.purpose === 'close_account') {
        await requireCustomer(request, reply);
      }
    },
    handler: async (request) => {
      await sendOtp(
        {
          db: app.db,
          // Right after the commit, not on the sending job's period: a code must arrive in seconds.
          sendNow: async (ids) => {
            await sendMessagesNow(app.db, app.messageGateways, ids).catch((err: unknown) =>
              // The row stays due: the sending job tries again.
              request.log.error({ err, messageIds: ids }, 'could not send a code at once'),
            );
          },
          sendsPerIpPerHour: app.config.OTP_SENDS_PER_IP_PER_HOUR,
        },
        {
          mobileNumber: request.query.userName,
          purpose: request.query.purpose,
          // Counted per IPv4 address or IPv6 /64, so that rotating within one's own /64 gains nothing.
          clientIp: clientKeyOf(request.ip),
          customerId: request.principal?.kind === 'customer' ? request.principal.id : undefined,
          locale: request.query.locale,
        },
      );
      return { response: null, message: 'OTP sent' };
    },
  });
};
