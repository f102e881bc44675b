import { z } from 'zod';
import { DETAIL_CODES, ERROR_CODES } from './plain/error-codes';
import { FIELD_ERROR_CODES } from './plain/field-codes';
import { personMessage } from './plain/messages';

// Every schema here is parsed by this one zod (API, admin and storefront alike): refusals read as
// sentences for people (plain/messages.ts). Set where the schemas are, so no importer can miss it.
z.config({ customError: personMessage });

/** Database ids are positive integers; path and query parameters arrive as text. */
export const idSchema = z.coerce.number<number>().int().positive().max(2_147_483_647);

export const idParamsSchema = z.object({ id: idSchema });

/** Money is integer paise (₹1 = 100 paise), prices include GST. */
export const paiseSchema = z.number().int().min(0).max(1_000_000_000);

/** Timestamps travel as ISO 8601 text (repositories convert Date → string). */
export const timestampSchema = z.string().meta({ format: 'date-time' });

/** A date (`2024-05-01`, a whole day in India time) or a date-time with its offset. */
export const dateOrDateTimeSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export const pageQuerySchema = z.object({
  page: z.coerce.number<number>().int().min(1).max(100_000).default(1),
  size: z.coerce.number<number>().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageInfoSchema = z.object({
  number: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** `{"response": data, "message"?}`: the envelope of every success answer. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ response: data, message: z.string().optional() });
}

/** `{"response": [...], "page": {...}}`: the envelope of every paged list. */
export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ response: z.array(item), page: pageInfoSchema, message: z.string().optional() });
}

export const messageEnvelopeSchema = z.object({ response: z.null(), message: z.string() });

/** The values a sentence is worded with (plain/field-codes.ts `WordParams`); a list is said as the reader's language says lists. */
export const wordParamsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]));

/** One field's refusal: English `message` for API clients, `code` and `params` for the reader's words. */
export const fieldProblemSchema = z.object({
  field: z.string(),
  code: z.enum(FIELD_ERROR_CODES),
  params: wordParamsSchema.optional(),
  message: z.string(),
});

/** RFC 9457 problem details, the shape of every error answer. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  code: z.enum(ERROR_CODES).optional(),
  /** The sentence of `detail` (a key of the web's `problems` catalogue) when it is not `code`'s own. */
  detailCode: z.enum(DETAIL_CODES).optional(),
  /** The values `detail`'s sentence is worded with (decision 0049). */
  params: wordParamsSchema.optional(),
  errors: z.array(fieldProblemSchema).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** Trimmed non-empty text with a length cap. */
export function text(max: number, min = 1) {
  return z.string().trim().min(min).max(max);
}

/**
 * A URL the shop may show: http(s) or a path on the shop itself; never javascript: or data:.
 * A path holds no backslash or white space: browsers read `/\evil.test` and `/<tab>/evil.test`
 * as `//evil.test`, another site.
 */
export const shopUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (v) => /^(https?:\/\/\S+|\/(?![/\\])[^\s\\]*)$/i.test(v),
    'must be an http(s) URL or a path starting with /',
  );
