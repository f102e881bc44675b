import {
  DEFAULT_LOW_STOCK_LIMIT,
  hsnCodeSchema,
  type Product,
  productCreateSchema,
  productStatusSchema,
} from '@farm/contract';
import { z } from 'zod';
import {
  optionalRupeesSchema,
  paiseToRupees,
  rupeesSchema,
  wholeNumberSchema,
} from '@/features/admin/form/rupees';
import { blankAsNull } from '@/lib/forms/blank-as-null';

const shape = productCreateSchema.shape;

/** The API's names of the Tamil fields, and the form's. */
export const TAMIL_FIELDS = {
  'translations.ta.name': 'taName',
  'translations.ta.description': 'taDescription',
  'translations.ta.unit': 'taUnit',
} as const;
const TAMIL_FIELD_OF: Record<string, string[]> = Object.fromEntries(
  Object.entries(TAMIL_FIELDS).map(([api, form]) => [api, [form]]),
);

/**
 * The form's inputs are text (prices typed in rupees, stock, the category select); each becomes the
 * API's value, and the result must then pass the contract's product schema whole, MRP ≥ price included.
 */
export const productFormSchema = z
  .object({
    ...shape,
    categoryId: z.string().min(1, 'is required').transform(Number).pipe(z.number().int().positive()),
    price: rupeesSchema,
    mrp: optionalRupeesSchema,
    stock: wholeNumberSchema.pipe(shape.stock),
    lowStockLimit: wholeNumberSchema.pipe(shape.lowStockLimit.unwrap()),
    status: productStatusSchema,
    imageUrls: shape.imageUrls.unwrap(),
    hsnCode: blankAsNull(hsnCodeSchema),
    // The Tamil side of the form, one input each; sent as `translations.ta` (blank: none).
    taName: z.string(),
    taDescription: z.string(),
    taUnit: z.string(),
    searchWords: z.string(),
  })
  .transform(({ taName, taDescription, taUnit, ...values }, ctx) => {
    const translations = { ta: { name: taName, description: taDescription, unit: taUnit } };
    const checked = productCreateSchema.safeParse({ ...values, translations });
    if (checked.success) return checked.data;
    for (const { message, path } of checked.error.issues) {
      const keys = path.filter((key) => typeof key !== 'symbol');
      ctx.addIssue({ code: 'custom', message, path: TAMIL_FIELD_OF[keys.join('.')] ?? keys });
    }
    return z.NEVER;
  });
export type ProductFormInput = z.input<typeof productFormSchema>;

export const PRODUCT_FORM_FIELDS = [
  'productCode',
  'name',
  'description',
  'categoryId',
  'price',
  'mrp',
  'unit',
  'hsnCode',
  'stock',
  'lowStockLimit',
  'status',
  'imageUrls',
  'taName',
  'taDescription',
  'taUnit',
  'searchWords',
] as const;

/** What the form starts from: the product's values, or a new active product. */
export function productFormDefaults(product: Product | undefined): ProductFormInput {
  return {
    productCode: product?.productCode ?? '',
    name: product?.name ?? '',
    description: product?.description ?? '',
    categoryId: product ? String(product.categoryId) : '',
    price: product ? paiseToRupees(product.price) : '',
    mrp: paiseToRupees(product?.mrp),
    unit: product?.unit ?? '',
    hsnCode: product?.hsnCode ?? '',
    stock: product ? String(product.stock) : '',
    lowStockLimit: String(product?.lowStockLimit ?? DEFAULT_LOW_STOCK_LIMIT),
    status: product?.status ?? 'active',
    imageUrls: product?.imageUrls ?? [],
    taName: product?.translations.ta?.name ?? '',
    taDescription: product?.translations.ta?.description ?? '',
    taUnit: product?.translations.ta?.unit ?? '',
    searchWords: product?.searchWords ?? '',
  };
}
