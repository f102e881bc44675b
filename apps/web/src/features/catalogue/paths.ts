/** The storefront's catalogue URLs (spec §2 routes). */

export function productPath(productCode: string): string {
  return `/productDetailsPage?productCode=${encodeURIComponent(productCode)}`;
}

export function customisePath(productCode: string): string {
  return `/productDetailScreen/customise?productCode=${encodeURIComponent(productCode)}`;
}

export function categoryPath(categoryId: number): string {
  return `/products?category=${categoryId}`;
}

/** The `productCode` of a page's search params, when it looks like one (else the page is a 404). */
export function productCodeParam(raw: string | string[] | undefined): string | undefined {
  const code = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return code && /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/.test(code) ? code : undefined;
}
