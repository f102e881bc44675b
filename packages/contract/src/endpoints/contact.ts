import { envelope, idParamsSchema, messageEnvelopeSchema, pagedEnvelope } from '../common';
import {
  contactCreateSchema,
  contactListQuerySchema,
  contactMessageSchema,
  contactReadSchema,
  staffContactMessageSchema,
} from '../contact';
import { endpointsOf } from '../endpoint';
import { contactRoutes } from '../plain/routes/contact';

export const contactEndpoints = endpointsOf('contact', contactRoutes, {
  sendContactMessage: { body: contactCreateSchema, responses: { 201: envelope(contactMessageSchema) } },
  listContactMessages: {
    query: contactListQuerySchema,
    responses: { 200: pagedEnvelope(staffContactMessageSchema) },
  },
  getContactMessage: { params: idParamsSchema, responses: { 200: envelope(staffContactMessageSchema) } },
  markContactMessageRead: {
    params: idParamsSchema,
    body: contactReadSchema,
    responses: { 200: envelope(staffContactMessageSchema) },
  },
  deleteContactMessage: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },
});
