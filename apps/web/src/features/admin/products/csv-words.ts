import type { useTranslations } from 'next-intl';
import type { CellProblem, FileProblem, RowProblem } from './csv-problems';

export type CsvWords = ReturnType<typeof useTranslations<'adminCatalogue.csvImport'>>;

/** A file's problem in words: "The column price appears twice." */
export function fileProblemText(t: CsvWords, problem: FileProblem): string {
  switch (problem.code) {
    case 'tooLarge':
      return t('file.tooLarge');
    case 'unclosedQuote':
      return t('file.unclosedQuote', { row: String(problem.row) });
    case 'unknownColumn':
      return t('file.unknownColumn', { column: problem.column, columns: problem.columns });
    case 'twice':
      return t('file.twice', { column: problem.column });
    case 'noCodeColumn':
      return t('file.noCodeColumn');
  }
}

function cellProblemText(t: CsvWords, column: string, problem: CellProblem): string {
  switch (problem.code) {
    case 'tooLong':
      return t('cell.tooLong', { column, max: problem.max });
    case 'notCategory':
      return t('cell.notCategory', { column, value: problem.value });
    default:
      return t(`cell.${problem.code}`, { column });
  }
}

/** A row's problem in words: "Unknown product code XX-1", "price must be in rupees, …". */
export function rowProblemText(t: CsvWords, problem: RowProblem): string {
  switch (problem.code) {
    case 'noCode':
      return t('rowProblem.noCode');
    case 'notACode':
      return t('rowProblem.notACode', { value: problem.value });
    case 'unknownCode':
      return t('rowProblem.unknownCode', { value: problem.value });
    case 'sameAs':
      return t('rowProblem.sameAs', { row: String(problem.row) });
    case 'cell':
      return cellProblemText(t, problem.column, problem.problem);
  }
}
