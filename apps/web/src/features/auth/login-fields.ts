/** The login's fields that can be wrong, in the form's order (the first wrong one takes the focus). */
export const LOGIN_FIELDS = ['userName', 'password'] as const;

export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginValues = { userName: string; password: string; rememberMe: boolean };
/** A field's problem as the form's fields show it: the schema's code (or `server`) and its words. */
export type LoginErrors = Partial<Record<LoginField, { type: string; message: string }>>;
/** What a try to sign in ends in: the page to go to, or what to show on the form. */
export type LoginOutcome = { goTo: string } | { errors: LoginErrors; formError: string | undefined };
