import type { ServerWords } from '../shapes.js';
import { MESSAGES } from './messages.js';
import { NOT_COMING } from './not-coming.js';
import { PAPERS } from './papers.js';
import { STATEMENT } from './statement.js';
import { VALUES } from './values.js';

/** The words the API prints in English; the web's are this folder's JSON catalogues. */
export const ENGLISH: ServerWords = {
  papers: PAPERS,
  statement: STATEMENT,
  notComing: NOT_COMING,
  messages: MESSAGES,
  values: VALUES,
};
