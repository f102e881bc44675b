import 'server-only';
import type {
  Banner,
  BannerType,
  BlogSummary,
  Category,
  Offer,
  PageInfo,
  Product,
  ProductReviews,
  ProductSort,
} from '@farm/contract';
import { bannerRoutes } from '@farm/contract/plain/routes/banner';
import { blogRoutes } from '@farm/contract/plain/routes/blog';
import { categoryRoutes } from '@farm/contract/plain/routes/category';
import { offerRoutes } from '@farm/contract/plain/routes/offer';
import { productRoutes } from '@farm/contract/plain/routes/product';
import { reviewRoutes } from '@farm/contract/plain/routes/review';
import { cache } from 'react';
import { apiIsUp, serverData, serverGet } from '@/lib/api/server';

/**
 * The catalogue reads of the server components (public data, cached for a short while). Each
 * answers `undefined` when the API could not answer, so that pages can show an error state.
 */

export const LISTING_PAGE_SIZE = 12;
export const BEST_SELLERS_SIZE = 8;
export const RELATED_SIZE = 4;

export type ProductPage = { products: Product[]; page: PageInfo };

/** The storefront's banner slots, one endpoint per type. */
const BANNER_SLOTS = {
  default: bannerRoutes.listDefaultBanners,
  video: bannerRoutes.listVideoBanners,
  image: bannerRoutes.listImageBanners,
} as const satisfies Record<BannerType, unknown>;

export function getBanners(type: BannerType): Promise<Banner[] | undefined> {
  return serverData(BANNER_SLOTS[type], {});
}

export function getOffers(): Promise<Offer[] | undefined> {
  return serverData(offerRoutes.listOffers, { query: { size: 12 } });
}

export const getCategories = cache(
  (): Promise<Category[] | undefined> => serverData(categoryRoutes.listCategories, { query: { size: 100 } }),
);

export function getBestSellers(): Promise<Product[] | undefined> {
  return serverData(productRoutes.listBestSellers, { query: { size: BEST_SELLERS_SIZE } });
}

export function getLatestBlogs(): Promise<BlogSummary[] | undefined> {
  return serverData(blogRoutes.listBlogs, { query: { size: 3 } });
}

/** No sort: the API's default (best match first with `q`, newest first without). */
export type ListingQuery = { categoryId?: number; q?: string; sort?: ProductSort | undefined; page: number };

export async function listProducts(query: ListingQuery): Promise<ProductPage | undefined> {
  const answer = await serverGet(productRoutes.listProducts, {
    query: {
      sort: query.sort,
      page: query.page,
      size: LISTING_PAGE_SIZE,
      categoryId: query.categoryId || undefined,
      q: query.q || undefined,
    },
  });
  if (!answer?.page) return undefined;
  return { products: answer.response, page: answer.page };
}

/** A product by its code: `null` when there is none (404), `undefined` when the API failed. */
export const getProductByCode = cache(async (productCode: string): Promise<Product | null | undefined> => {
  const answer = await serverGet(productRoutes.getProductByCode, { query: { productCode } });
  if (answer) return answer.response;
  // The read failed: a 404 if the API is up, otherwise an outage.
  return (await apiIsUp()) ? null : undefined;
});

/** Other products of the same category. */
export async function getRelatedProducts(product: Product): Promise<Product[]> {
  const others = await serverData(productRoutes.listCategoryProducts, {
    params: { id: product.categoryId },
    query: { size: RELATED_SIZE + 1, sort: 'popular' },
  });
  return (others ?? []).filter((p) => p.id !== product.id).slice(0, RELATED_SIZE);
}

/** The first page of a product's reviews with the summary (server render; the client refreshes it). */
export async function getProductReviews(productId: number): Promise<ProductReviews | undefined> {
  return serverGet(reviewRoutes.listProductReviews, { params: { productId }, query: { size: 20 } });
}

/** Every active product (for the sitemap), page by page. */
export async function getAllProducts(): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; page <= 1000; page += 1) {
    const answer = await serverGet(
      productRoutes.listProducts,
      { query: { size: 100, page, sort: 'name' } },
      { keepSeconds: 300 },
    );
    if (!answer?.page) break;
    all.push(...answer.response);
    if (page >= answer.page.totalPages) break;
  }
  return all;
}

export async function getAllBlogs(): Promise<BlogSummary[]> {
  const all: BlogSummary[] = [];
  for (let page = 1; page <= 1000; page += 1) {
    const answer = await serverGet(
      blogRoutes.listBlogs,
      { query: { size: 100, page } },
      { keepSeconds: 300 },
    );
    if (!answer?.page) break;
    all.push(...answer.response);
    if (page >= answer.page.totalPages) break;
  }
  return all;
}
