import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BannerEditor } from '@/features/admin/banners/banner-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminContent.titles');
  return { title: t('newBanner') };
}

export default function NewBannerPage() {
  return <BannerEditor />;
}
