/** A record id from a route segment (`/admin/categories/12`); anything else is undefined. */
export function routeId(segment: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : undefined;
}
