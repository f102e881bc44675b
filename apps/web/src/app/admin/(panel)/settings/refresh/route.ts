import { revalidateTag } from 'next/cache';
import { SHOP_SETTINGS_TAG } from '@/features/settings/shop-settings';

/**
 * POST after the settings were saved: drops this web server's cached copy of `GET /api/settings`
 * at once (`expire: 0`, not stale-while-revalidate), so the next storefront page reads them anew.
 * It needs no sign-in (the staff cookies belong to /api and never reach this path): it only
 * forgets a copy of public data, which costs one settings read. Cross-site calls are refused.
 */
export function POST(request: Request) {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return new Response(null, { status: 403 });
  revalidateTag(SHOP_SETTINGS_TAG, { expire: 0 });
  return new Response(null, { status: 204 });
}
