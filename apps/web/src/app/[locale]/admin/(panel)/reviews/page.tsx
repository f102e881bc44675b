import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReviewList } from '@/features/admin/reviews/review-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminCatalogue.titles');
  return { title: t('reviews') };
}

export default async function ReviewsPage() {
  const t = await getTranslations('adminCatalogue.titles');
  return (
    <AdminPage title={t('reviews')}>
      <ReviewList />
    </AdminPage>
  );
}
