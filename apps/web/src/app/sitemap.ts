import type { MetadataRoute } from 'next';
import { sitemapPages } from '@/features/catalogue/sitemap-pages';

export const dynamic = 'force-dynamic';

/** sitemap.xml: the English pages (the Tamil ones are in /ta/sitemap.xml, robots.txt names both). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapPages();
}
