'use client';

import { BANNER_TYPES, type Banner } from '@farm/contract';
import { bannerRoutes } from '@farm/contract/plain/routes/banner';
import { useTranslations } from 'next-intl';
import { AdminList } from '@/features/admin/list/admin-list';
import { missingTamilFilter, tamilColumn } from '@/features/admin/list/missing-tamil';
import { previewUrl } from '@/features/admin/media/upload-media';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { Link } from '@/lib/i18n/navigation';

/** `/admin/banners`: every banner, inactive ones too, in showing order. */
export function BannerList() {
  const t = useTranslations('adminContent.banners');
  const typeOf = (type: Banner['type']) => t(`types.${type}`);
  return (
    <AdminList
      caption={t('list.caption')}
      endpoint={bannerRoutes.listBanners}
      rowKey={(b) => b.id}
      filters={[
        missingTamilFilter,
        {
          name: 'type',
          label: t('list.type'),
          options: BANNER_TYPES.map((type) => ({ value: type, label: typeOf(type) })),
        },
        {
          name: 'active',
          label: t('list.shownFilter'),
          options: [
            { value: 'true', label: t('list.shown') },
            { value: 'false', label: t('list.hidden') },
          ],
        },
      ]}
      columns={[
        {
          key: 'title',
          header: t('list.title'),
          cell: (b) => (
            <Link href={`/admin/banners/${b.id}`} className="admin-row-link">
              {b.type !== 'video' && <img src={previewUrl(b.mediaUrl, 64)} alt="" />}
              {b.title}
            </Link>
          ),
        },
        { key: 'type', header: t('list.type'), cell: (b) => typeOf(b.type) },
        { key: 'position', header: t('list.position'), align: 'end', wide: true, cell: (b) => b.position },
        {
          key: 'active',
          header: t('list.status'),
          cell: (b) => (
            <StatusBadge tone={b.active ? 'good' : 'muted'}>
              {b.active ? t('list.shown') : t('list.hidden')}
            </StatusBadge>
          ),
        },
        tamilColumn({ title: 'title' }),
      ]}
    />
  );
}
