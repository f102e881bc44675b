import { BASE_LANGUAGE, type Language } from '@farm/contract/plain/languages';
import { schemaWords } from '@farm/contract/plain/schema-words';
import { pageLanguage } from '@/lib/words/locale';
import { wordField } from '@/lib/words/problem-words';
import { wordedByTheFields } from './form-sentences';

/** What of a zod issue is worded: its kind, its English and its values (`minimum`, `origin`…). */
type Issue = { code: string; message: string };

/**
 * A schema's refusal in the page's language, as the API's would be (decision 0049): its code and
 * values (`schemaWords`) worded from the `fields` catalogue. English stays the schema's own sentence,
 * and so does a sentence the form fields word themselves with the field's label (`fieldMessage`:
 * "is required", the mobile number, the web's own form sentences).
 */
export function issueText(issue: Issue, language: Language = pageLanguage()): string {
  return wordedByTheFields(issue.code, issue.message) ? issue.message : issueSentence(issue, language);
}

/** A schema's refusal as a sentence of its own in the page's language (a form without labelled fields). */
export function issueSentence(issue: Issue, language: Language = pageLanguage()): string {
  if (language === BASE_LANGUAGE) return issue.message;
  const { code, params } = schemaWords(issue);
  return wordField(code, params, language);
}

/** Every issue of a refused parse in the page's language, a union's inner issues included. */
export function wordIssues(issues: (Issue & { errors?: Issue[][] })[], language: Language = pageLanguage()) {
  for (const issue of issues) {
    issue.message = issueText(issue, language);
    for (const branch of issue.errors ?? []) wordIssues(branch, language);
  }
}
