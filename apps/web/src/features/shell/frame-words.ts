import 'server-only';
import type { CountedWords } from '@/lib/i18n/counted-text';
import { pageWords } from '@/lib/i18n/page-words';

/** The top bar's words: worded on the server, so no catalogue or formatter rides on the first load. */
export type TopBarWords = {
  nav: Record<
    | 'main'
    | 'mobile'
    | 'home'
    | 'products'
    | 'product'
    | 'blog'
    | 'about'
    | 'contact'
    | 'account'
    | 'privacy'
    | 'login'
    | 'logout',
    string
  >;
  icons: Record<'search' | 'cart' | 'wishlist' | 'myAccount' | 'login' | 'openMenu' | 'closeMenu', string> & {
    cartItems: CountedWords;
  };
  language: string;
  search: SearchWords;
};

/** The search dialog's words (it loads on the first tap on Search, with the top bar's words). */
export type SearchWords = Record<
  | 'dialog'
  | 'label'
  | 'close'
  | 'placeholder'
  | 'none'
  | 'all'
  | 'insteadOf'
  | 'inStock'
  | 'lowStock'
  | 'outOfStock',
  string
>;

export async function topBarWords(): Promise<TopBarWords> {
  const { frame } = await pageWords('frame');
  return { nav: frame.nav, icons: frame.icons, language: frame.language.label, search: frame.search };
}
