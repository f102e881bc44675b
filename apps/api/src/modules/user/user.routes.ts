import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { staffOf } from '../../plugins/auth.js';
import { staffLoginThrottleOf } from '../auth/index.js';
import { setRetryAfterHeader } from '../otp/index.js';
import {
  confirmSecondFactor,
  disableSecondFactor,
  removeSecondFactor,
  renewRecoveryCodes,
  type SecondFactorDeps,
  startSecondFactor,
} from './second-factor.service.js';
import { usedStepsOf } from './totp-used-steps.js';
import {
  changeOwnLanguage,
  changeOwnPassword,
  createUser,
  deleteUser,
  getStaffUser,
  listUsers,
  updateUser,
} from './user.service.js';

/** Per client address: each of these checks a code or a password (the own password change too). */
const SECOND_FACTOR_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/** Staff accounts. `GET /user` is the signed-in staff member; the rest is admin-only. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.getCurrentUser),
    handler: async (request) => ({ response: await getStaffUser(app.db, staffOf(request).id) }),
  });

  app.route({
    ...routeOf(endpoints.listUsers),
    handler: async (request) => {
      const { items, page } = await listUsers(app.db, request.query);
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.getUser),
    handler: async (request) => ({ response: await getStaffUser(app.db, request.params.id) }),
  });

  app.route({
    ...routeOf(endpoints.createUser),
    handler: async (request, reply) => {
      const user = await createUser(app.db, request.body);
      return reply.code(201).send({ response: user, message: 'Create User Successfully' });
    },
  });

  app.route({
    ...routeOf(endpoints.updateUser),
    handler: async (request) => ({
      response: await updateUser(app.db, request.params.id, request.body, staffOf(request).id),
      message: 'Update User Successfully',
    }),
  });

  app.route({
    ...routeOf(endpoints.changeOwnPassword),
    config: { rateLimit: SECOND_FACTOR_RATE_LIMIT },
    handler: async (request) => ({
      response: await changeOwnPassword(app.db, staffOf(request).id, request.body),
      message: 'Password changed successfully',
    }),
  });

  app.route({
    ...routeOf(endpoints.changeOwnLanguage),
    handler: async (request) => ({
      response: await changeOwnLanguage(app.db, staffOf(request).id, request.body),
    }),
  });

  app.route({
    ...routeOf(endpoints.deleteUser),
    handler: async (request) => {
      await deleteUser(app.db, request.params.id, staffOf(request).id);
      return { response: null, message: 'Delete User Successfully' };
    },
  });

  secondFactorRoutes(app);
};

/**
 * The signed-in staff member's own second factor (set up, confirm, turn off, new recovery codes)
 * and an admin's removal of someone else's. Never answers the secret after the set-up.
 */
function secondFactorRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
  const deps: SecondFactorDeps = { db: app.db, throttle: staffLoginThrottleOf(app), steps: usedStepsOf(app) };
  app.addHook('onError', setRetryAfterHeader);

  app.route({
    ...routeOf(endpoints.startSecondFactor),
    config: { rateLimit: SECOND_FACTOR_RATE_LIMIT },
    handler: async (request) => ({ response: await startSecondFactor(app.db, staffOf(request).id) }),
  });

  app.route({
    ...routeOf(endpoints.confirmSecondFactor),
    config: { rateLimit: SECOND_FACTOR_RATE_LIMIT },
    handler: async (request) => {
      const me = staffOf(request);
      const response = await confirmSecondFactor(deps, me.id, request.body.code);
      request.log.info({ event: 'second-factor-on', staffUserId: me.id }, 'Second factor turned on');
      return { response, message: 'Second factor turned on' };
    },
  });

  app.route({
    ...routeOf(endpoints.disableSecondFactor),
    config: { rateLimit: SECOND_FACTOR_RATE_LIMIT },
    handler: async (request) => {
      const me = staffOf(request);
      await disableSecondFactor(deps, me.id, { ...request.body, clientIp: request.ip });
      request.log.warn({ event: 'second-factor-off', staffUserId: me.id }, 'Second factor turned off');
      return { response: null, message: 'Second factor turned off' };
    },
  });

  app.route({
    ...routeOf(endpoints.renewRecoveryCodes),
    config: { rateLimit: SECOND_FACTOR_RATE_LIMIT },
    handler: async (request) => {
      const me = staffOf(request);
      const response = await renewRecoveryCodes(deps, me.id, request.body.code);
      request.log.info({ event: 'recovery-codes-renewed', staffUserId: me.id }, 'New recovery codes');
      return { response, message: 'New recovery codes' };
    },
  });

  app.route({
    ...routeOf(endpoints.removeSecondFactor),
    handler: async (request) => {
      const admin = staffOf(request);
      const response = await removeSecondFactor(app.db, request.params.id, admin.id);
      // The record of who removed whose factor (the request log is the shop's audit trail).
      request.log.warn(
        { event: 'second-factor-removed', staffUserId: request.params.id, byStaffUserId: admin.id },
        'An admin removed a staff member’s second factor',
      );
      return { response, message: 'Second factor removed' };
    },
  });
}
