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
  rupees: 'must be in rupees, e.g. 120 or 120.50',
} as const;

/** The contract's own word for a blank field, worded by the form fields as `common.field.required`. */
export const REQUIRED = 'is required';

/** The contract's mobile number refusal, worded by the form fields as `common.field.mobile`. */
export const MOBILE = 'must be a 10-digit Indian mobile number';

/** The contract's password length refusal, worded by the form fields as `common.field.atLeast`. */
export const AT_LEAST_CHARACTERS = /^must be at least (\d+) characters$/;

/** A string left blank, as zod's own `min(1)` says it: worded as `common.field.required`. */
const BLANK = /(>=1|at least 1) character/;

/** Whether the form fields word this refusal themselves, with the field's label (`fieldMessage`). */
export function wordedByTheFields(type: string, message: string): boolean {
  return (
    message === REQUIRED ||
    message === MOBILE ||
    AT_LEAST_CHARACTERS.test(message) ||
    isBlankRefusal(type, message) ||
    KEYS.has(message)
  );
}

/** Whether this is a blank string refused by zod's own words (`fieldMessage` says "is required"). */
export function isBlankRefusal(type: string, message: string): boolean {
  return type === 'too_small' && BLANK.test(message);
}

export type FormSentenceKey = keyof typeof FORM_SENTENCES;

const KEYS = new Map(
  Object.entries(FORM_SENTENCES).map(([key, text]) => [text as string, key as FormSentenceKey]),
);

/** The key of one of the web's form sentences, by the English a schema wrote; undefined for any other. */
export function formSentenceKey(message: string): FormSentenceKey | undefined {
  return KEYS.get(message);
}
