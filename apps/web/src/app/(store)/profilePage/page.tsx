import type { Metadata } from 'next';
import { ProfilePage } from '@/features/profile/profile-page';

export const metadata: Metadata = { title: 'My account' };

/** Spec §2: the profile, shown when logged in (a visitor goes on to /profileLogin). */
export default function ProfilePageRoute() {
  return <ProfilePage />;
}
