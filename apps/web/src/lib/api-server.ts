/** Server-side reads of the API (server components); the browser goes through the /api proxy. */
const apiBase = `http://${process.env.API_HOST ?? '127.0.0.1'}:${process.env.API_PORT ?? 4000}/api`;

export async function apiGet<T>(path: string, init?: { revalidate?: number }): Promise<T | undefined> {
  try {
    const res = await fetch(`${apiBase}${path}`, { next: { revalidate: init?.revalidate ?? 30 } });
    if (!res.ok) return undefined;
    const body = (await res.json()) as { response: T };
    return body.response;
  } catch {
    return undefined;
  }
}
