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
import { cache } from 'react';
import { serverData, serverGet } from '@/lib/api/server';

/**
 * The catalogue reads of the server components (public data, cached for a short while). Each
 * answers `undefined` when the API could not answer, so that pages can show an error state.
 */

export const LISTING_PAGE_SIZE = 12;
export const BEST_SELLERS_SIZE = 8;
export const RELATED_SIZE = 4;

export type ProductPage = { products: Product[]; page: PageInfo };

export function getBanners(type: BannerType): Promise<Banner[] | undefined> {
  return serverData<Banner[]>(`/banner/${type}`, 60);
}

export function getOffers(): Promise<Offer[] | undefined> {
  return serverData<Offer[]>('/offer/all?size=12', 60);
}

export const getCategories = cache(
  (): Promise<Category[] | undefined> => serverData<Category[]>('/category/all?size=100', 60),
);

export function getBestSellers(): Promise<Product[] | undefined> {
  return serverData<Product[]>(`/product/best-selling?size=${BEST_SELLERS_SIZE}`, 60);
}

export function getLatestBlogs(): Promise<BlogSummary[] | undefined> {
  return serverData<BlogSummary[]>('/blogs/all?size=3', 60);
}

export type ListingQuery = { categoryId?: number; q?: string; sort: ProductSort; page: number };

export async function listProducts(query: ListingQuery): Promise<ProductPage | undefined> {
  const params = new URLSearchParams({
    sort: query.sort,
    page: String(query.page),
    size: String(LISTING_PAGE_SIZE),
  });
  if (query.categoryId) params.set('categoryId', String(query.categoryId));
  if (query.q) params.set('q', query.q);
  const answer = await serverGet<Product[]>(`/product/all?${params}`, 30);
  if (!answer?.page) return undefined;
  return { products: answer.response, page: answer.page };
}

/** A product by its code: `null` when there is none (404), `undefined` when the API failed. */
export const getProductByCode = cache(async (productCode: string): Promise<Product | null | undefined> => {
  const answer = await serverGet<Product>(
    `/product/product-code?productCode=${encodeURIComponent(productCode)}`,
    30,
  );
  if (answer) return answer.response;
  // The read failed: a 404 if the API is up, otherwise an outage.
  const apiUp = await serverGet<unknown>('/health', 0);
  return apiUp ? null : undefined;
});

/** Other products of the same category. */
export async function getRelatedProducts(product: Product): Promise<Product[]> {
  const others = await serverData<Product[]>(
    `/product/category/${product.categoryId}?size=${RELATED_SIZE + 1}&sort=popular`,
    60,
  );
  return (others ?? []).filter((p) => p.id !== product.id).slice(0, RELATED_SIZE);
}

/** The first page of a product's reviews with the summary (server render; the client refreshes it). */
export async function getProductReviews(productId: number): Promise<ProductReviews | undefined> {
  return (await serverGet<ProductReviews['response']>(`/review/product/${productId}?size=20`, 30)) as
    | ProductReviews
    | undefined;
}

/** Every active product (for the sitemap), page by page. */
export async function getAllProducts(): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; page <= 1000; page += 1) {
    const answer = await serverGet<Product[]>(`/product/all?size=100&page=${page}&sort=name`, 300);
    if (!answer?.page) break;
    all.push(...answer.response);
    if (page >= answer.page.totalPages) break;
  }
  return all;
}

export async function getAllBlogs(): Promise<BlogSummary[]> {
  const all: BlogSummary[] = [];
  for (let page = 1; page <= 1000; page += 1) {
    const answer = await serverGet<BlogSummary[]>(`/blogs/all?size=100&page=${page}`, 300);
    if (!answer?.page) break;
    all.push(...answer.response);
    if (page >= answer.page.totalPages) break;
  }
  return all;
}
