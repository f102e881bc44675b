import { countsAnimals, DEFAULT_LOW_STOCK_LIMIT } from '@farm/contract';
import { slugify } from '../../lib/slug.js';
import { refreshProductSearchTextForCategory } from '../../modules/product/index.js';
import type { DbOrTx } from '../client.js';
import { banners, blogCategories, blogs, categories, gstRates, products, shopSettings } from '../schema.js';
import { demoBanners } from './data/banners.js';
import { blogCoverUrl, demoBlogCategories, demoBlogs, demoBlogTranslations } from './data/blogs.js';
import { type CategoryKey, categoryImageUrl, demoCategories } from './data/categories.js';
import { demoGstRates } from './data/gst-rates.js';
import { demoProducts, productImageUrl } from './data/products.js';
import { demoSettings } from './data/settings.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The ids the catalogue got: categories by key, products by code. */
export type Catalogue = { categoryIds: Map<CategoryKey, number>; productIds: Map<string, number> };

/** Categories, products, and the GST rates of their HSN codes that the migration lacks. */
export async function seedCatalogue(db: DbOrTx, now: Date): Promise<Catalogue> {
  // A rate the staff already entered for a code and day stays as it is.
  await db.insert(gstRates).values(demoGstRates).onConflictDoNothing();
  const categoryRows = await db
    .insert(categories)
    .values(
      demoCategories.map((c) => ({
        name: c.name,
        slug: c.slug,
        description: c.description,
        imageUrl: categoryImageUrl(c.slug),
        translations: { ta: c.tamil },
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const categoryOf = new Map<CategoryKey, { id: number; name: string }>();
  for (const c of demoCategories) {
    const row = categoryRows.find((r) => r.slug === c.slug);
    if (row) categoryOf.set(c.key, { id: row.id, name: c.name });
  }

  const count = demoProducts.length;
  const productRows = await db
    .insert(products)
    .values(
      demoProducts.map((p, i) => {
        const category = categoryOf.get(p.category);
        if (!category) throw new Error(`Demo product ${p.code} has an unknown category ${p.category}`);
        // Older products first, an hour apart, so "newest" sorting has something to show.
        const createdAt = new Date(now.getTime() - (count - i) * HOUR);
        return {
          productCode: p.code,
          name: p.name,
          slug: slugify(p.name),
          description: p.description,
          categoryId: category.id,
          price: p.price,
          mrp: p.mrp,
          unit: p.unit,
          hsnCode: p.hsnCode,
          stock: p.stock,
          // One animal left is worth a warning; five jars of ghee are not yet.
          lowStockLimit: countsAnimals(p.unit) ? 1 : DEFAULT_LOW_STOCK_LIMIT,
          status: 'active' as const,
          imageUrls: [productImageUrl(p.code)],
          translations: p.ta
            ? { ta: { name: p.ta.name, description: p.ta.description, unit: p.ta.unit } }
            : {},
          searchWords: p.ta?.searchWords ?? '',
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: products.id, code: products.productCode });
  // The search columns are computed by the same SQL the product module uses for every write.
  for (const { id } of categoryOf.values()) await refreshProductSearchTextForCategory(db, id);
  return {
    categoryIds: new Map([...categoryOf].map(([key, { id }]) => [key, id])),
    productIds: new Map(productRows.map((r) => [r.code, r.id])),
  };
}

/** Shop settings, banners and the blog. */
export async function seedContent(db: DbOrTx, now: Date, authorId: number | null): Promise<void> {
  await db.insert(shopSettings).values(demoSettings);
  await db.insert(banners).values(demoBanners);

  const categoryRows = await db
    .insert(blogCategories)
    .values(
      demoBlogCategories.map(({ name, description, tamil }) => ({
        name,
        description,
        translations: { ta: tamil },
      })),
    )
    .returning({ id: blogCategories.id, name: blogCategories.name });
  const blogCategoryId = new Map(
    demoBlogCategories.map((c) => [c.key, categoryRows.find((r) => r.name === c.name)?.id]),
  );

  await db.insert(blogs).values(
    demoBlogs.map((b) => {
      const categoryId = blogCategoryId.get(b.category);
      if (categoryId === undefined) throw new Error(`Demo blog "${b.title}" has an unknown category`);
      const writtenAt = new Date(now.getTime() - b.daysAgo * DAY);
      return {
        title: b.title,
        slug: slugify(b.title),
        blogCategoryId: categoryId,
        content: b.paragraphs.join('\n\n'),
        excerpt: b.excerpt,
        translations: demoBlogTranslations(b),
        coverImageUrl: blogCoverUrl(b.cover),
        published: b.published,
        publishedAt: b.published ? writtenAt : null,
        authorId,
        createdAt: writtenAt,
        updatedAt: writtenAt,
      };
    }),
  );
}
