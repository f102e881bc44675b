import 'server-only';
import { headers } from 'next/headers';

const FALLBACK = 'http://localhost:3000';

/**
 * The shop's absolute origin for canonical links, Open Graph, JSON-LD and the sitemap: `SITE_URL`
 * when set (the right choice in production; the start script warns without it), else the Host the
 * request came to, else localhost:3000. X-Forwarded-Host/-Proto count only when they came from a
 * trusted proxy: the web server drops them otherwise (api-proxy.mjs, security issue 13.9).
 */
export async function siteUrl(): Promise<string> {
  const configured = process.env.SITE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host');
  if (!host || !/^[A-Za-z0-9.:[\]-]+$/.test(host)) return FALLBACK;
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return `${proto}://${host}`;
}

/** A shop path (`/demo/x.webp`) or an absolute URL, made absolute. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
