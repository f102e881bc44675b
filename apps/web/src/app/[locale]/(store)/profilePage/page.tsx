import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { ProfilePage } from '@/features/profile/profile-page';
import { SIGNED_IN_HINT_COOKIE } from '@/features/session/signed-in-hint';
import { redirect } from '@/lib/i18n/navigation';
import { getPageLanguage } from '@/lib/i18n/page-language';

export const metadata: Metadata = { title: 'My account' };

/**
 * Spec §2: the profile, shown when logged in. A visitor goes on to /profileLogin: at once from
 * here when the browser holds no session hint, else from the page once the stored session is read.
 */
export default async function ProfilePageRoute() {
  if (!(await cookies()).has(SIGNED_IN_HINT_COOKIE)) {
    redirect({ href: '/profileLogin', locale: await getPageLanguage() });
  }
  return <ProfilePage />;
}
