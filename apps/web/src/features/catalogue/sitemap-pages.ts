import 'server-only';
import type { MetadataRoute } from 'next';
import { getAllBlogs, getAllProducts, getCategories } from '@/features/catalogue/api';
import { categoryPath, productPath } from '@/features/catalogue/paths';
import { absoluteUrl, siteUrl } from '@/lib/site-url';

/**
 * The pages search engines should know, at their English addresses: home, the listing and its
 * categories, every active product and every published blog post (app/sitemap.ts; the Tamil
 * sitemap, app/[locale]/sitemap.xml, lists the same under /ta).
 */
export async function sitemapPages(): Promise<MetadataRoute.Sitemap> {
  const [origin, products, categories, blogs] = await Promise.all([
    siteUrl(),
    getAllProducts(),
    getCategories(),
    getAllBlogs(),
  ]);
  const url = (path: string) => absoluteUrl(origin, path);
  return [
    { url: url('/'), changeFrequency: 'daily', priority: 1 },
    { url: url('/products'), changeFrequency: 'daily', priority: 0.9 },
    ...(categories ?? []).map((c) => ({
      url: url(categoryPath(c.id)),
      lastModified: c.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
    ...products.map((p) => ({
      url: url(productPath(p.productCode)),
      lastModified: p.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.8,
      ...(p.imageUrls.length > 0 ? { images: p.imageUrls.map(url) } : {}),
    })),
    { url: url('/blogs'), changeFrequency: 'weekly', priority: 0.6 },
    ...blogs.map((b) => ({
      url: url(`/blogs/${b.id}`),
      lastModified: b.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.5,
    })),
  ];
}
