import { z } from 'zod';
import { idSchema, pageQuerySchema, shopUrlSchema, text, timestampSchema } from './common';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from './plain/languages';
import { PRODUCT_SORTS } from './plain/product-sorts';
import { PRODUCT_STATUSES } from './plain/statuses';
import { translationsReadSchema, translationsSchema } from './translations';

export const productStatusSchema = z.enum(PRODUCT_STATUSES);

export const MAX_PRODUCT_IMAGES = 12;
export const MAX_BULK_ROWS = 500;
export const BEST_SELLING_DEFAULT_SIZE = 12;
export const BEST_SELLING_MAX_SIZE = 50;

/** A human product code such as `GM-500`: letters, digits, dot, dash, underscore; unique ignoring case. */
export const productCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must use only letters, digits, dot, dash and underscore');

export const stockSchema = z
  .number()
  .int('Enter the stock as a whole number')
  .min(0, 'Stock cannot be negative')
  .max(1_000_000, 'Stock can be at most 10,00,000');

export const PRICE_RANGE_MESSAGE = 'Enter a price between ₹0.01 and ₹10,00,000';

/** A product's price or MRP in paise: at least 1 paisa, at most ₹10 lakh. */
export const productPriceSchema = z
  .number(PRICE_RANGE_MESSAGE)
  .int('Enter a price in whole paise')
  .min(1, PRICE_RANGE_MESSAGE)
  .max(100_000_000, PRICE_RANGE_MESSAGE);

/** A product with this many or fewer in stock (but some) is running low, unless it has its own limit. */
export const DEFAULT_LOW_STOCK_LIMIT = 5;
/** A product's own low-stock limit: 0 means "never warn". */
export const lowStockLimitSchema = z.number().int().min(0).max(1_000_000);

/** The fields of a product staff may translate (decision 0053). */
export const PRODUCT_TRANSLATED_FIELDS = ['name', 'description', 'unit'] as const;
export type ProductTranslatedField = (typeof PRODUCT_TRANSLATED_FIELDS)[number];

/** A product's translations as staff write them: `{ ta: { name, description, unit } }`, each optional. */
export const productTranslationsSchema = translationsSchema(PRODUCT_TRANSLATED_FIELDS, 5000);
export type ProductTranslations = z.infer<typeof productTranslationsSchema>;

const translatedTexts = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
  unit: z.string().optional(),
});
/** What a product read answers: only the languages and fields staff wrote, `{}` when none. */
export const productTranslationsReadSchema = z.object(
  Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, translatedTexts.optional()])) as Record<
    TranslatedLanguage,
    z.ZodOptional<typeof translatedTexts>
  >,
);

/** Staff's own words a product is found by, in either script ("nei", "நெய், paal podi"). */
export const MAX_SEARCH_WORDS = 500;
export const searchWordsSchema = z.string().trim().max(MAX_SEARCH_WORDS);

/** A unit that is one live animal ("1 animal", "1 goat"): its stock counts animals. */
export function countsAnimals(unit: string): boolean {
  return /^\s*1\s+(animal|goat|kid|buck|doe)\b/i.test(unit);
}

/** A number of a product's units in words where the unit is an animal ("1 animal", "3 animals"). */
export function unitCountLabel(count: number, unit: string): string {
  if (!countsAnimals(unit)) return String(count);
  return `${count} ${count === 1 ? 'animal' : 'animals'}`;
}

/** The goods' HSN code (GST): 4 digits (enough below ₹5 crore turnover), 6 or 8. */
export const hsnCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}(\d{2}){0,2}$/, 'Use the 4, 6 or 8 digits of the HSN code, e.g. 0405');

const productFields = {
  productCode: productCodeSchema,
  name: text(120),
  description: text(5000),
  categoryId: idSchema,
  price: productPriceSchema,
  /** The printed maximum retail price; shown struck through when higher than the price. */
  mrp: productPriceSchema.nullish(),
  /** The unit label, e.g. `500 ml`, `1 kg`. */
  unit: text(40),
  /** Its GST rate comes from the shop's rates for this code on the invoice's date; none: no tax invoice line rate. */
  hsnCode: hsnCodeSchema.nullish(),
  stock: stockSchema,
  /** Running low at this many or fewer in stock (the dashboard's list); 5 when left out on create. */
  lowStockLimit: lowStockLimitSchema.optional(),
  status: productStatusSchema.optional(),
  /** The first picture is the product's main image. */
  imageUrls: z.array(shopUrlSchema).max(MAX_PRODUCT_IMAGES).optional(),
  /**
   * Tamil name, description and unit; each missing field falls back to the English one. On update
   * it replaces the product's translations whole (send every field you keep).
   */
  translations: productTranslationsSchema.optional(),
  searchWords: searchWordsSchema.optional(),
};

const mrpIssue = { code: 'custom' as const, path: ['mrp'], message: 'must be at least the price' };

/** MRP below the selling price makes no sense; checked here when both come in one request. */
function mrpNotBelowPrice(
  value: { price?: number | undefined; mrp?: number | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.mrp != null && value.price !== undefined && value.mrp < value.price) ctx.addIssue(mrpIssue);
}

export const productCreateSchema = z.strictObject(productFields).superRefine(mrpNotBelowPrice);
export type ProductCreate = z.infer<typeof productCreateSchema>;

/** PUT takes any subset of the fields; the rest stay as they are (MRP is checked against the result). */
export const productUpdateSchema = z.strictObject(productFields).partial().superRefine(mrpNotBelowPrice);
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

export const productCategorySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  /** The category's name as staff translated it (`{}` when not): `translated(category, 'name', 'ta')`. */
  translations: translationsReadSchema(['name'] as const),
});

/** The offer running on a product now, for everyone (no minimum order, not first-order only). */
export const productOfferSchema = z.object({
  title: z.string(),
  /** Set for a percentage offer ("10% off"). */
  discountPercent: z.number().int().nullable(),
  /** Paise off one unit. */
  unitDiscount: z.number().int(),
  /** The price after the offer (paise). */
  price: z.number().int(),
  /** The offer's title as staff translated it (`{}` when not). */
  translations: translationsReadSchema(['title'] as const),
});
export type ProductOffer = z.infer<typeof productOfferSchema>;

export const productSchema = z.object({
  id: idSchema,
  productCode: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  categoryId: idSchema,
  category: productCategorySchema,
  price: z.number().int(),
  mrp: z.number().int().nullable(),
  unit: z.string(),
  hsnCode: z.string().nullable(),
  stock: z.number().int(),
  /** Running low at this many or fewer in stock (but some). */
  lowStockLimit: z.number().int(),
  inStock: z.boolean(),
  status: productStatusSchema,
  imageUrls: z.array(z.string()),
  /** The first picture, or null. */
  imageUrl: z.string().nullable(),
  /** Average of the visible reviews, one decimal; null without reviews. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Per language, the fields staff translated (`{}` when none): `translated(product, 'name', 'ta')`. */
  translations: productTranslationsReadSchema,
  /** Staff's own search words ('' when none). */
  searchWords: z.string(),
  /** The best offer on it now, or null; `price` stays the list price. */
  offer: productOfferSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Product = z.infer<typeof productSchema>;

export const productSortSchema = z.enum(PRODUCT_SORTS);

export const productListQuerySchema = pageQuerySchema.extend({
  categoryId: idSchema.optional(),
  /**
   * The search box's words: matched as `/product/search` matches them (Tamil, Tanglish, typos);
   * under 3 characters, part of the name, code, category or description.
   */
  q: z.string().trim().max(200).optional(),
  /** Staff only; the public always sees active products. */
  status: productStatusSchema.optional(),
  inStock: z.stringbool().optional(),
  /**
   * `popular` = units sold in the last 90 days. None: with `q`, the search's order (best match
   * first, as the search box ranks); without, `newest`.
   */
  sort: productSortSchema.optional(),
  /** Staff only: products with no translation of their name in this language ("missing Tamil"). */
  missing: z.enum(TRANSLATED_LANGUAGES).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productCategoryQuerySchema = pageQuerySchema.extend({
  sort: productSortSchema.default('newest'),
});
export type ProductCategoryQuery = z.infer<typeof productCategoryQuerySchema>;

export const productSearchQuerySchema = pageQuerySchema.extend({
  keywords: z.string().max(200).default(''),
});
export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>;

export const productCodeQuerySchema = z.object({ productCode: productCodeSchema });

export const bestSellingQuerySchema = z.object({
  size: z.coerce.number<number>().int().min(1).max(BEST_SELLING_MAX_SIZE).default(BEST_SELLING_DEFAULT_SIZE),
});
export type BestSellingQuery = z.infer<typeof bestSellingQuerySchema>;

/**
 * One row of `PUT /product/bulk`: exactly one of `id` / `productCode` says which product, the
 * other fields are what changes. The server checks every row with this schema itself, so that
 * it can name each bad row with its id or code.
 */
export const productBulkRowSchema = z.strictObject({
  id: idSchema.optional(),
  productCode: productCodeSchema.optional(),
  name: productFields.name.optional(),
  description: productFields.description.optional(),
  categoryId: idSchema.optional(),
  price: productPriceSchema.optional(),
  mrp: productPriceSchema.nullish(),
  unit: productFields.unit.optional(),
  stock: stockSchema.optional(),
  lowStockLimit: lowStockLimitSchema.optional(),
  status: productStatusSchema.optional(),
  translations: productTranslationsSchema.optional(),
  searchWords: searchWordsSchema.optional(),
});
export type ProductBulkRow = z.infer<typeof productBulkRowSchema>;

/**
 * What the route itself accepts: a list of objects. The rows are then checked one by one against
 * `productBulkRowSchema`, so that the answer names every bad row (`3.price`) with its id or code.
 */
export const productBulkBodySchema = z
  .array(z.record(z.string(), z.unknown()))
  .min(1)
  .max(MAX_BULK_ROWS)
  .meta({ description: 'A list of productBulkRow objects (by id or productCode), at most 500.' });

export const productBulkResultSchema = z.object({
  updated: z.number().int(),
  products: z.array(productSchema),
});
export type ProductBulkResult = z.infer<typeof productBulkResultSchema>;
