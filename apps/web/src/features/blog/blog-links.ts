/** Addresses of the blog pages. */
export function blogListHref({ categoryId, page }: { categoryId?: number; page?: number } = {}): string {
  const query = new URLSearchParams();
  if (categoryId) query.set('category', String(categoryId));
  if (page && page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/blogs?${search}` : '/blogs';
}

export function blogPostHref(id: number): string {
  return `/blogs/${id}`;
}

/** `?category=3` / `?page=2` → a positive whole number, or undefined. */
export function positiveInt(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 ? n : undefined;
}

/** About 200 words a minute. */
export function readingMinutes(content: string): number {
  const words = content.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
