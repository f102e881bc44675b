/** The contact form's fields, in the order the form shows them (the first wrong one takes the focus). */
export const CONTACT_FIELDS = ['name', 'mobileNumber', 'email', 'message'] as const;

export type ContactFieldName = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactFieldName, string>;
export type ContactErrors = Partial<Record<ContactFieldName, string>>;

export const MESSAGE_MAX = 2000;
