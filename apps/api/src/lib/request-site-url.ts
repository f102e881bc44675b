import type { FastifyRequest } from 'fastify';
import { type Config, publicSiteUrl } from '../config.js';

/** A host name or address with an optional port: nothing that could end a URL's authority. */
const HOST = /^[A-Za-z0-9.:[\]-]+$/;

/**
 * The shop's origin as this customer reached it, for links their own browser follows back (the
 * payment's return): SITE_URL when set, else the Host they used (127.0.0.1, a LAN address), by the
 * web's rule (apps/web/src/lib/site-url.ts). X-Forwarded-Host/-Proto count only from a trusted
 * proxy (Fastify's `trustProxy`, TRUST_PROXY: the shop's own web server by default), and a Host
 * that is not a bare host[:port] falls back to this machine's web server.
 */
export function requestSiteUrl(config: Pick<Config, 'SITE_URL' | 'PORT'>, request: FastifyRequest): string {
  if (config.SITE_URL) return config.SITE_URL;
  const host = request.host;
  if (!host || !HOST.test(host)) return publicSiteUrl(config);
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}
