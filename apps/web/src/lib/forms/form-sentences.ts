/**
 * The web's own refusals in its form schemas (the English a schema writes as an issue's message),
 * each worded on a page from `common.field.sentences.<key>` in the page's language by the form
 * fields (`fieldMessage`): a schema is built once, outside any page, so it cannot know the language.
 */
export const FORM_SENTENCES = {
  wholeNumber: 'must be a whole number',
  date: 'must be a date',
  listedAbove: 'is already listed above',
  notBeforeFirstDay: 'must not be before the first day',
  notBeforeStart: 'must not be before the start',
  wholePercentage: 'Enter a whole percentage from 1 to 100',
  amountOffEachUnit: 'Enter the amount off each unit, e.g. 50',
  oneCategory: 'Choose at least one category',
  oneProductCode: 'Enter at least one product code',
  couponPercentage: 'Enter a whole percentage, e.g. 20',
  uploadMedia: 'Upload a picture or video',
  atMostEighty: 'must be at most 80 characters',
} as const;

/** The contract's own word for a blank field, worded by the form fields as `common.field.required`. */
export const REQUIRED = 'is required';

export type FormSentenceKey = keyof typeof FORM_SENTENCES;

const KEYS = new Map(
  Object.entries(FORM_SENTENCES).map(([key, text]) => [text as string, key as FormSentenceKey]),
);

/** The key of one of the web's form sentences, by the English a schema wrote; undefined for any other. */
export function formSentenceKey(message: string): FormSentenceKey | undefined {
  return KEYS.get(message);
}
