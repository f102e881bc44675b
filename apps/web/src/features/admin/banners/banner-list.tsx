'use client';

import { BANNER_TYPES, type Banner } from '@farm/contract';
import { bannerRoutes } from '@farm/contract/plain/routes/banner';
import { AdminList } from '@/features/admin/list/admin-list';
import { missingTamilFilter, tamilColumn } from '@/features/admin/list/missing-tamil';
import { previewUrl } from '@/features/admin/media/upload-media';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { Link } from '@/lib/i18n/navigation';

export const BANNER_TYPE_LABELS: Record<Banner['type'], string> = {
  default: 'Home carousel',
  image: 'Image strip',
  video: 'Video',
};

/** `/admin/banners`: every banner, inactive ones too, in showing order. */
export function BannerList() {
  return (
    <AdminList
      caption="Banners"
      endpoint={bannerRoutes.listBanners}
      rowKey={(b) => b.id}
      filters={[
        missingTamilFilter,
        {
          name: 'type',
          label: 'Type',
          options: BANNER_TYPES.map((t) => ({ value: t, label: BANNER_TYPE_LABELS[t] })),
        },
        {
          name: 'active',
          label: 'Shown',
          options: [
            { value: 'true', label: 'Shown' },
            { value: 'false', label: 'Hidden' },
          ],
        },
      ]}
      columns={[
        {
          key: 'title',
          header: 'Title',
          cell: (b) => (
            <Link href={`/admin/banners/${b.id}`} className="admin-row-link">
              {b.type !== 'video' && <img src={previewUrl(b.mediaUrl, 64)} alt="" />}
              {b.title}
            </Link>
          ),
        },
        { key: 'type', header: 'Type', cell: (b) => BANNER_TYPE_LABELS[b.type] },
        { key: 'position', header: 'Position', align: 'end', wide: true, cell: (b) => b.position },
        {
          key: 'active',
          header: 'Status',
          cell: (b) => (
            <StatusBadge tone={b.active ? 'good' : 'muted'}>{b.active ? 'Shown' : 'Hidden'}</StatusBadge>
          ),
        },
        tamilColumn({ title: 'title' }),
      ]}
    />
  );
}
