import { redirect } from '@/lib/i18n/navigation';
import { getPageLanguage } from '@/lib/i18n/page-language';

/**
 * `/wallet`: the short address the API's messages and the top-up's return use (the low-balance SMS,
 * hosted checkout's callback with `?topUp=&payment=`); the wallet itself is Profile → Wallet.
 */
export default async function WalletShortcut({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams))
    for (const one of [value ?? []].flat()) query.append(name, one);
  const search = query.size > 0 ? `?${query}` : '';
  redirect({ href: `/profilePage/wallet${search}`, locale: await getPageLanguage() });
}
