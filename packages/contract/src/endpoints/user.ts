import { envelope, idParamsSchema, messageEnvelopeSchema, pagedEnvelope, pageQuerySchema } from '../common';
import { endpointsOf } from '../endpoint';
import { userRoutes } from '../plain/routes/user';
import {
  recoveryCodesSchema,
  secondFactorCodeBodySchema,
  secondFactorConfirmSchema,
  secondFactorDisableSchema,
  secondFactorSetupSchema,
  staffLanguageSchema,
  staffPasswordChangeSchema,
  staffUserCreateSchema,
  staffUserSchema,
  staffUserUpdateSchema,
} from '../user';

export const userEndpoints = endpointsOf('user', userRoutes, {
  getCurrentUser: { responses: { 200: envelope(staffUserSchema) } },
  listUsers: { query: pageQuerySchema, responses: { 200: pagedEnvelope(staffUserSchema) } },
  getUser: { params: idParamsSchema, responses: { 200: envelope(staffUserSchema) } },
  createUser: { body: staffUserCreateSchema, responses: { 201: envelope(staffUserSchema) } },
  updateUser: {
    params: idParamsSchema,
    body: staffUserUpdateSchema,
    responses: { 200: envelope(staffUserSchema) },
  },
  deleteUser: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },
  changeOwnPassword: { body: staffPasswordChangeSchema, responses: { 200: envelope(staffUserSchema) } },
  changeOwnLanguage: { body: staffLanguageSchema, responses: { 200: envelope(staffUserSchema) } },
  startSecondFactor: { responses: { 200: envelope(secondFactorSetupSchema) } },
  confirmSecondFactor: { body: secondFactorConfirmSchema, responses: { 200: envelope(recoveryCodesSchema) } },
  disableSecondFactor: { body: secondFactorDisableSchema, responses: { 200: messageEnvelopeSchema } },
  renewRecoveryCodes: { body: secondFactorCodeBodySchema, responses: { 200: envelope(recoveryCodesSchema) } },
  removeSecondFactor: { params: idParamsSchema, responses: { 200: envelope(staffUserSchema) } },
});
