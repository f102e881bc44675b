import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/features/profile/profile-page';
import { SIGNED_IN_HINT_COOKIE } from '@/features/session/signed-in-hint';
import { redirect } from '@/lib/i18n/navigation';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { pageWords } from '@/lib/i18n/page-words';
import { WordsProvider } from '@/lib/i18n/words-provider';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile');
  return { title: t('title') };
}

/**
 * Spec §2: the profile, shown when logged in. A visitor goes on to /profileLogin: at once from
 * here when the browser holds no session hint, else from the page once the stored session is read.
 */
export default async function ProfilePageRoute() {
  if (!(await cookies()).has(SIGNED_IN_HINT_COOKIE)) {
    redirect({ href: '/profileLogin', locale: await getPageLanguage() });
  }
  return (
    <WordsProvider words={await pageWords('profile', 'order', 'address')}>
      <ProfilePage />
    </WordsProvider>
  );
}
