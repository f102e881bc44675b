import type { MetadataRoute } from 'next';
import { siteUrl } from '@/features/catalogue/site-url';

export const dynamic = 'force-dynamic';

/** robots.txt: everything but the staff area and the API, and where the sitemap is. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteUrl();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api'] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
