import type { BannerCreate, BannerListQuery, BannerType, BannerUpdate } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/paging.js';
import { mergeTranslations } from '../../lib/translations.js';
import {
  deleteBannerRow,
  findBanner,
  insertBanner,
  listActiveBannersOfType,
  listBanners,
  updateBanner,
} from './banner.repository.js';

/** Who is reading: staff see inactive banners too, the public only active ones. */
export type Viewer = { staff: boolean };

export async function listBannerPage(db: Db, query: BannerListQuery, viewer: Viewer) {
  // The public only sees active banners; asking for inactive ones finds none.
  if (!viewer.staff && query.active === false) return { items: [], page: pageInfo(query, 0) };
  const { items, total } = await listBanners(db, viewer.staff ? query : { ...query, active: true });
  return { items, page: pageInfo(query, total) };
}

export function listStorefrontBanners(db: Db, type: BannerType) {
  return listActiveBannersOfType(db, type);
}

export async function getBanner(db: Db, id: number, viewer: Viewer) {
  const banner = await findBanner(db, id);
  if (!banner || (!banner.active && !viewer.staff)) throw notFound('Banner');
  return banner;
}

export function createBanner(db: Db, input: BannerCreate) {
  return insertBanner(db, { ...input, translations: mergeTranslations({}, input.translations) });
}

export async function editBanner(db: Db, id: number, input: BannerUpdate) {
  const stored = input.translations ? await findBanner(db, id) : undefined;
  const banner = await updateBanner(db, id, {
    ...input,
    ...(stored ? { translations: mergeTranslations(stored.translations, input.translations) } : {}),
  });
  if (!banner) throw notFound('Banner');
  return banner;
}

export async function removeBanner(db: Db, id: number) {
  if (!(await deleteBannerRow(db, id))) throw notFound('Banner');
}
