import type { ChangeColumn } from './csv-columns';

/**
 * What is wrong with a CSV file, a row or a cell, as codes and values: the screen words them in
 * the page's language (csv-words.ts), so a Tamil page reads the problems of the file in Tamil.
 */
export type CellProblem =
  | { code: 'empty' }
  | { code: 'tooLong'; max: number }
  | { code: 'notCategory'; value: string }
  | { code: 'rupees' }
  | { code: 'wholeNumber' }
  | { code: 'status' };

export type RowProblem =
  | { code: 'noCode' }
  | { code: 'notACode'; value: string }
  | { code: 'unknownCode'; value: string }
  | { code: 'sameAs'; row: number }
  | { code: 'cell'; column: ChangeColumn; problem: CellProblem };

/** A file that cannot be read at all: too large, an unclosed quote, a header that does not fit. */
export type FileProblem =
  | { code: 'tooLarge' }
  | { code: 'unclosedQuote'; row: number }
  | { code: 'unknownColumn'; column: string; columns: string }
  | { code: 'twice'; column: string }
  | { code: 'noCodeColumn' };
