import { envelope } from '../common';
import { endpointsOf } from '../endpoint';
import { subscriptionSkipLinkRoutes } from '../plain/routes/subscription-skip-link';
import {
  skipLinkDeliverySchema,
  skipLinkParamsSchema,
  skipLinkResultSchema,
} from '../subscription-skip-link';

export const subscriptionSkipLinkEndpoints = endpointsOf('subscription', subscriptionSkipLinkRoutes, {
  readSkipLink: { params: skipLinkParamsSchema, responses: { 200: envelope(skipLinkDeliverySchema) } },
  useSkipLink: { params: skipLinkParamsSchema, responses: { 200: envelope(skipLinkResultSchema) } },
});
