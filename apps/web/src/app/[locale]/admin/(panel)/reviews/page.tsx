import type { Metadata } from 'next';
import { ReviewList } from '@/features/admin/reviews/review-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'Reviews' };

export default function ReviewsPage() {
  return (
    <AdminPage title="Reviews">
      <ReviewList />
    </AdminPage>
  );
}
