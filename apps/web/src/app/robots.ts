import type { MetadataRoute } from 'next';
import { API_BASE_PATH } from '@/lib/api/api-paths';
import { siteUrl } from '@/lib/site-url';

export const dynamic = 'force-dynamic';

/** robots.txt: everything but the staff area and the API, and where the sitemaps are (English, Tamil). */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteUrl();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/ta/admin', API_BASE_PATH] },
    sitemap: [`${origin}/sitemap.xml`, `${origin}/ta/sitemap.xml`],
  };
}
