import type { Metadata } from 'next';
import { PageNotFound } from '@/features/content/page-not-found';

export const metadata: Metadata = { title: 'Page not found' };

/** A store page that called `notFound()` (an unknown product code or post), inside the frame. */
export default function NotFound() {
  return <PageNotFound />;
}
