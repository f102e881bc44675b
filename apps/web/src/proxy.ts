import { type NextRequest, NextResponse } from 'next/server';
import { contentSecurityPolicy, createNonce } from '@/lib/security/content-security-policy';

/**
 * Every page answer gets its own nonce and the CSP that names it (Next 16's proxy, the renamed
 * middleware). Next.js reads the nonce from the policy on the *request* and stamps it on its own
 * scripts, so the policy goes on both. Pages must render per request for that: the root layout
 * opts every page in. The other security headers come from server.mjs (baseline-headers.mjs).
 */
export function proxy(request: NextRequest) {
  const nonce = createNonce();
  const policy = contentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', policy);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  matcher: [
    {
      // Not /api (server.mjs hands it to the API first), nor files that are never pages.
      source: '/((?!api/|_next/static/|_next/image|demo/|favicon.ico|logo.svg).*)',
      // Link prefetches carry no scripts to stamp.
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
