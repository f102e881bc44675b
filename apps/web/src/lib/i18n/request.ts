import { SHOP_TIME_ZONE } from '@farm/contract/plain/shop';
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { loadCatalogues } from './catalogues';
import { routing } from './routing';

/**
 * The language of a server render (next-intl's request config, named in next.config.ts): the
 * `[locale]` segment's, else what the proxy resolved, else English; with that language's catalogues.
 * Money, numbers and dates are formatted by lib/format.ts with `LOCALES[language]` (`ta-IN`), not
 * by next-intl's formatters, whose locale is the URL's code.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await loadCatalogues(locale),
    timeZone: SHOP_TIME_ZONE,
    formats: { number: { rupees: { style: 'currency', currency: 'INR', minimumFractionDigits: 2 } } },
  };
});
