import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories } from '../category/category.table.js';
import { products } from './product.table.js';
import { escapeLike, productSelection, toProduct } from './product-row.js';

/**
 * How much of the typed text must appear, as trigrams, in an extent of a product's name for a typo
 * to still match ("goatmlk" → "goatmilk500ml" scores 0.625). Low enough for one wrong letter in a
 * short word, high enough that "zzqx" matches nothing.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * Products whose search text (name, code, category, description) contains the keywords
 * (`LIKE '%…%'`), or whose name resembles them (`<%`, pg_trgm word similarity: typos), ranked:
 * exact name, name prefix, name contains, other text contains (each shortest name first), then
 * typos by name similarity.
 * `keywords` is already normalised: lower case, no whitespace, at least 3 characters.
 *
 * Typos are matched on the short name only: word similarity costs time in proportion to the text,
 * and on whole descriptions it both slows down and finds too much.
 *
 * Shape of the plan (checked with EXPLAIN on PostgreSQL): the matching rows come from the two GIN
 * trigram indexes alone (a BitmapOr) in a MATERIALIZED CTE; visibility, ranking and paging work on
 * those rows; only the page's rows are then read in full. Left to itself the planner prices
 * pg_trgm's operators like `=` and prefers a table scan, or the status index, which run the
 * similarity function on every row (~40x slower on 20,000 products).
 */
export async function searchProducts(
  db: Db,
  keywords: string,
  onlyPublic: boolean,
  page: { limit: number; offset: number },
) {
  const contains = `%${escapeLike(keywords)}%`;
  const visible = onlyPublic ? sql`hits.status = 'active' and c.archived_at is null` : sql`true`;
  // Matches by text are ranked by how much of the name the words make up (the shorter the name, the
  // closer; what `similarity` measures for a name that contains them, without its cost per row).
  // Only typo matches need the trigram similarities, which cost ~8 µs a row: on a broad word
  // (3,500 hits) computing them for every hit was half the query's time.
  const bucket = sql`case
      when hits.name_key = ${keywords}::text then 0
      when hits.name_key like ${`${escapeLike(keywords)}%`} then 1
      when hits.name_key like ${contains} then 2
      when hits.search_text like ${contains} then 3
      else 4 end`;
  const ranking = sql`bucket,
    case when bucket < 4 then length(name_key)::float8 else -word_similarity(${keywords}::text, name_key) end,
    case when bucket < 4 then 0 else -similarity(${keywords}::text, name_key) end,
    id desc`;
  const visibleHits = sql`
    with hits as materialized (
      select id, category_id, status, name_key, search_text from ${products}
      where search_text like ${contains} or ${keywords}::text <% name_key
    ), ranked as (
      select hits.id, hits.name_key, ${bucket} as bucket
      from hits join ${categories} c on c.id = hits.category_id
      where ${visible}
    )
    select id, row_number() over (order by ${ranking}) as ord, count(*) over () as total
    from ranked`;

  return db.transaction(async (tx) => {
    // Both last for this transaction only (`true`), so pooled connections stay clean. `<%` reads
    // the threshold; without seq scans the planner takes the trigram index (see above).
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
        set_config('enable_seqscan', 'off', true)`,
    );
    const rows = await tx
      .select({ ...productSelection, total: sql<number>`search_page.total`.mapWith(Number) })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(
        sql`(${visibleHits} order by ord limit ${page.limit} offset ${page.offset}) as search_page`,
        sql`search_page.id = ${products.id}`,
      )
      .orderBy(sql`search_page.ord`);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && page.offset > 0) {
      // Past the last page: the window count came back with no row, so count on its own.
      const [counted] = await tx.select({ n: count() }).from(sql`(${visibleHits}) as search_count`);
      total = counted?.n ?? 0;
    }
    return { items: rows.map(toProduct), total };
  });
}
