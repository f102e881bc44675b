import type { Banner, BannerListQuery, BannerType } from '@farm/contract';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { offsetOf } from '../../lib/paging.js';
import { missingTranslation } from '../../lib/translations.js';
import { banners } from './banner.table.js';

type BannerRow = typeof banners.$inferSelect;

function toBanner(row: BannerRow): Banner {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    mediaUrl: row.mediaUrl,
    linkUrl: row.linkUrl,
    position: row.position,
    active: row.active,
    translations: row.translations,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const displayOrder = [asc(banners.position), asc(banners.id)];

export async function listBanners(db: DbOrTx, query: BannerListQuery) {
  const filters: SQL[] = [];
  if (query.type) filters.push(eq(banners.type, query.type));
  if (query.active !== undefined) filters.push(eq(banners.active, query.active));
  if (query.missing) {
    filters.push(missingTranslation(banners.translations, { title: banners.title }, query.missing));
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(where)
      .orderBy(...displayOrder)
      .limit(query.size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(banners).where(where),
  ]);
  return { items: rows.map(toBanner), total: total?.n ?? 0 };
}

/** The active banners of one type, in display order: what the storefront shows. */
export async function listActiveBannersOfType(db: DbOrTx, type: BannerType) {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.type, type), eq(banners.active, true)))
    .orderBy(...displayOrder);
  return rows.map(toBanner);
}

export async function findBanner(db: DbOrTx, id: number) {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return row ? toBanner(row) : undefined;
}

export async function insertBanner(db: DbOrTx, values: typeof banners.$inferInsert) {
  const [row] = await db.insert(banners).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return toBanner(row);
}

export async function updateBanner(db: DbOrTx, id: number, values: Partial<typeof banners.$inferInsert>) {
  // updatedAt is set explicitly so that an empty PUT is a valid (no-op) update, not an empty SET.
  const [row] = await db
    .update(banners)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(banners.id, id))
    .returning();
  return row ? toBanner(row) : undefined;
}

export async function deleteBannerRow(db: DbOrTx, id: number) {
  const rows = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  return rows.length > 0;
}
