import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageNotFound } from '@/features/content/page-not-found';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content');
  return { title: t('notFound.metaTitle') };
}

/** A store page that called `notFound()` (an unknown product code or post), inside the frame. */
export default function NotFound() {
  return <PageNotFound />;
}
