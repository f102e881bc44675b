import 'server-only';

/**
 * Server-side reads of the API for server components: straight to the API process, not through
 * the public /api proxy. Public catalogue data only; never a customer's token.
 */
const apiBase = `http://${process.env.API_HOST ?? '127.0.0.1'}:${process.env.API_PORT ?? 4000}/api`;

type Envelope<T> = {
  response: T;
  page?: { number: number; size: number; totalElements: number; totalPages: number };
};

/** `tags` name the cached answer so that `revalidateTag` can drop it before `revalidate` runs out. */
export async function serverGet<T>(
  path: string,
  revalidate = 30,
  tags?: string[],
): Promise<Envelope<T> | undefined> {
  try {
    const res = await fetch(`${apiBase}${path}`, { next: { revalidate, ...(tags ? { tags } : {}) } });
    if (!res.ok) return undefined;
    return (await res.json()) as Envelope<T>;
  } catch {
    return undefined;
  }
}

/** Just the `response` of a read, or undefined when the API could not answer. */
export async function serverData<T>(path: string, revalidate = 30, tags?: string[]): Promise<T | undefined> {
  return (await serverGet<T>(path, revalidate, tags))?.response;
}
