import { route } from '../http';

/** Offers: what runs now for the storefront, all of them for the staff. */
export const offerRoutes = {
  listOffers: route('GET', '/offer/all', 'public', {
    summary: 'Offers running now; staff (with a token) see all and may filter by status',
  }),
  getOffer: route('GET', '/offer/:id', 'public'),
  createOffer: route('POST', '/offer', 'staff'),
  updateOffer: route('PUT', '/offer/:id', 'staff'),
  deleteOffer: route('DELETE', '/offer/:id', 'staff'),
};
