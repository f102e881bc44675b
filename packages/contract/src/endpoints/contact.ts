import { envelope, idParamsSchema, messageEnvelopeSchema, pagedEnvelope } from '../common';
import {
  contactCreateSchema,
  contactListQuerySchema,
  contactMessageSchema,
  contactReadSchema,
} from '../contact';
import { endpointsOf } from '../endpoint';
import { contactRoutes } from '../plain/routes/contact';

export const contactEndpoints = endpointsOf('contact', contactRoutes, {
  sendContactMessage: { body: contactCreateSchema, responses: { 201: envelope(contactMessageSchema) } },
  listContactMessages: {
    query: contactListQuerySchema,
    responses: { 200: pagedEnvelope(contactMessageSchema) },
  },
  getContactMessage: { params: idParamsSchema, responses: { 200: envelope(contactMessageSchema) } },
  markContactMessageRead: {
    params: idParamsSchema,
    body: contactReadSchema,
    responses: { 200: envelope(contactMessageSchema) },
  },
  deleteContactMessage: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },
});
