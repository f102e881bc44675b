import type { ServerWords } from '../shapes.js';
import { TAMIL_TEMPLATES } from './messages.js';
import { NOT_COMING } from './not-coming.js';
import { PAPERS } from './papers.js';
import { STATEMENT } from './statement.js';
import { VALUES } from './values.js';

/** The words the API prints in Tamil; the web's are this folder's JSON catalogues. */
export const TAMIL: ServerWords = {
  papers: PAPERS,
  statement: STATEMENT,
  notComing: NOT_COMING,
  messages: TAMIL_TEMPLATES,
  values: VALUES,
};
