import { issueText } from './issue-words';

/**
 * A field's problem as the form fields show it (form-fields.tsx): the schema's issue code, or
 * `server` for the API's, and its words. The shape react-hook-form's errors have, for the forms that
 * check without it (decision 0041).
 */
export type FieldProblem = { type: string; message: string };

/** A zod issue as a field's problem, in the page's language (`issueText`). */
export function problemOf(issue: { code: string; message: string } | undefined): FieldProblem | undefined {
  return issue && { type: issue.code, message: issueText(issue) };
}
