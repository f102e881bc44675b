import { route } from '../http';

/** Banners: the storefront's slots (one list per type) and the staff's editing. */
export const bannerRoutes = {
  listBanners: route('GET', '/banner/all', 'public', {
    summary: 'Banners, paged; staff (with a token) see inactive ones too',
  }),
  listDefaultBanners: route('GET', '/banner/default', 'public', {
    summary: 'Active default banners in display order',
  }),
  listVideoBanners: route('GET', '/banner/video', 'public', {
    summary: 'Active video banners in display order',
  }),
  listImageBanners: route('GET', '/banner/image', 'public', {
    summary: 'Active image banners in display order',
  }),
  getBanner: route('GET', '/banner/:id', 'public'),
  createBanner: route('POST', '/banner', 'staff'),
  updateBanner: route('PUT', '/banner/:id', 'staff'),
  deleteBanner: route('DELETE', '/banner/:id', 'staff'),
};
