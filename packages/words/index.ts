import type { Language } from '@farm/contract';
import { ENGLISH } from './en/index.js';
import type { ServerWords } from './shapes.js';
import { TAMIL } from './ta/index.js';

/**
 * Every language's words that the API prints itself (papers, statements, messages), by language
 * code. A new language is a folder beside `en/` and one line here (README.md).
 */
export const WORDS: Readonly<Record<Language, ServerWords>> = { en: ENGLISH, ta: TAMIL };

export {
  BACK_IN_STOCK_TEMPLATE,
  DELIVERY_NOT_GENERATED_TEMPLATE,
  DELIVERY_REFUSED_TEMPLATE,
  LOW_BALANCE_TEMPLATE,
  MESSAGES,
  MONTHLY_STATEMENT_TEMPLATE,
  ORDER_MESSAGES,
  SUBSCRIPTION_REMINDER_TEMPLATE,
} from './en/messages.js';
export type * from './shapes.js';
export { TAMIL_TEMPLATES } from './ta/messages.js';
