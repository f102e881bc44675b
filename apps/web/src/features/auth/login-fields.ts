import type { FieldProblem } from '@/lib/forms/field-problem';

/** The login's fields that can be wrong, in the form's order (the first wrong one takes the focus). */
export const LOGIN_FIELDS = ['userName', 'password'] as const;

export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginValues = { userName: string; password: string; rememberMe: boolean };
export type LoginErrors = Partial<Record<LoginField, FieldProblem>>;
/** What a try to sign in ends in: the page to go to, or what to show on the form. */
export type LoginOutcome = { goTo: string } | { errors: LoginErrors; formError: string | undefined };
