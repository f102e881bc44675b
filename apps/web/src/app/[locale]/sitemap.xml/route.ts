import { BASE_LANGUAGE, isLanguage, LANGUAGES } from '@farm/contract/plain/languages';
import { sitemapPages } from '@/features/catalogue/sitemap-pages';
import { inLanguage } from '@/lib/i18n/alternates';

export const dynamic = 'force-dynamic';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * /ta/sitemap.xml: the same pages as sitemap.xml at their Tamil addresses, each naming its
 * English and Tamil versions (`xhtml:link` hreflang). A sitemap of its own, so that the English
 * one stays as it was (one entry per page).
 */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/sitemap.xml'>) {
  const { locale } = await params;
  if (!isLanguage(locale) || locale === BASE_LANGUAGE) return new Response(null, { status: 404 });
  const urls = (await sitemapPages()).map((page) => {
    const links = LANGUAGES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(inLanguage(page.url, language))}"/>`,
    );
    const lastModified = page.lastModified ? new Date(page.lastModified).toISOString() : undefined;
    return [
      '<url>',
      `<loc>${escapeXml(inLanguage(page.url, locale))}</loc>`,
      ...links,
      lastModified ? `<lastmod>${lastModified}</lastmod>` : '',
      page.changeFrequency ? `<changefreq>${page.changeFrequency}</changefreq>` : '',
      page.priority !== undefined ? `<priority>${page.priority}</priority>` : '',
      '</url>',
    ].join('');
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
