import { z } from 'zod';
import { bannerCreateSchema, bannerListQuerySchema, bannerSchema, bannerUpdateSchema } from '../banner';
import { envelope, idParamsSchema, messageEnvelopeSchema, pagedEnvelope } from '../common';
import { endpointsOf } from '../endpoint';
import { bannerRoutes } from '../plain/routes/banner';

/** A storefront slot: the active banners of one type, in display order, not paged. */
const slot = { responses: { 200: envelope(z.array(bannerSchema)) } };

export const bannerEndpoints = endpointsOf('banner', bannerRoutes, {
  listBanners: { query: bannerListQuerySchema, responses: { 200: pagedEnvelope(bannerSchema) } },
  listDefaultBanners: slot,
  listVideoBanners: slot,
  listImageBanners: slot,
  getBanner: { params: idParamsSchema, responses: { 200: envelope(bannerSchema) } },
  createBanner: { body: bannerCreateSchema, responses: { 201: envelope(bannerSchema) } },
  updateBanner: {
    params: idParamsSchema,
    body: bannerUpdateSchema,
    responses: { 200: envelope(bannerSchema) },
  },
  deleteBanner: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },
});
