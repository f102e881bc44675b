import { NextRequest, type NextResponse } from 'next/server';
import createIntlMiddleware from 'next-intl/middleware';
import { routing } from '@/lib/i18n/routing';
import { contentSecurityPolicy, createNonce } from '@/lib/security/content-security-policy';

/** next-intl's routing (decision 0053): `/products` is drawn by `app/[locale]` as English, `/ta/…` as Tamil. */
const routeByLanguage = createIntlMiddleware(routing);

/** Link prefetches carry no scripts to stamp: they get the language's route and no nonce. */
function isPrefetch(request: NextRequest): boolean {
  return request.headers.has('next-router-prefetch') || request.headers.get('purpose') === 'prefetch';
}

/**
 * Every page answer gets its own nonce and the CSP that names it (Next 16's proxy, the renamed
 * middleware). Next.js reads the nonce from the policy on the *request* and stamps it on its own
 * scripts, so the policy goes on both: the request handed to next-intl's routing carries them, and
 * its rewrite or pass-through keeps that request's headers. Pages must render per request for that:
 * the root layout opts every page in. The other security headers come from server.mjs
 * (baseline-headers.mjs).
 */
export function proxy(request: NextRequest): NextResponse {
  if (isPrefetch(request)) return routeByLanguage(request);

  const nonce = createNonce();
  const policy = contentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', policy);

  const response = routeByLanguage(new NextRequest(request, { headers: requestHeaders }));
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  matcher: [
    // Not /api (server.mjs hands it to the API first), nor files that are never pages.
    '/((?!api/|_next/static/|_next/image|demo/|favicon.ico|logo.svg|fonts/|robots.txt|sitemap.xml).*)',
  ],
};
