import { PASSWORD_RULES, type Worded } from '@farm/contract';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from './app-error.js';

/**
 * Which passwords may be set (security issue 13.11; docs/security.md). Length comes first (the
 * contract's schemas check it too, for forms); then zxcvbn estimates how many guesses an attacker
 * who tries the common-password lists, keyboard patterns, dates and the person's own details first
 * would need. Score 3 is at least 10^8 guesses, the level zxcvbn names as safe against an offline
 * attack on slow hashes (our argon2id ones, should the database leak); score 2 stops only an
 * unthrottled online attack and lets "Password@123" and "Selvi1985" through.
 */
export const MIN_SCORE = 3;

/**
 * zxcvbn runs on the event loop and its l33t matcher grows fast with length: 64 characters of
 * "p@55w0rd" took 180-400 ms. Only the first 40 characters are scored, with at most 10 l33t
 * substitutions, which keeps the worst input we found near 20 ms and a typical one near 2 ms. A
 * password whose first 40 characters are hard to guess is hard to guess.
 */
const SCORED_LENGTH = 40;
const L33T_SUBSTITUTIONS = 10;

/** Words every attacker of this shop would try besides the person's own. */
const SHOP_WORDS = ['goat', 'goats', 'farm', 'goatfarm'];

// The dictionaries (49,233 common passwords, 7,776 diceware words) are ranked once, when the API starts.
const estimator = new ZxcvbnFactory({
  dictionary: { ...dictionary, shop: SHOP_WORDS },
  graphs: adjacencyGraphs,
  maxLength: SCORED_LENGTH,
  l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
});

export type PasswordOwner = {
  kind: 'customer' | 'staff';
  /** What an attacker who knows the person tries first: name, mobile number, e-mail. */
  name?: string | null | undefined;
  mobileNumber?: string | null | undefined;
  email?: string | null | undefined;
};

const COMMON_WARNINGS = new Set(['topTen', 'topHundred', 'common', 'similarToCommon', 'pwned']);
const PATTERN_WARNINGS = new Set([
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
]);
const DATE_WARNINGS = new Set(['recentYears', 'dates']);

/** The words of a person's details that zxcvbn should treat as known to the attacker. */
function personalWords(owner: PasswordOwner): string[] {
  const words: string[] = [];
  if (owner.name) words.push(owner.name, ...owner.name.split(/[\s.,'-]+/).filter((w) => w.length >= 3));
  if (owner.mobileNumber) {
    const digits = owner.mobileNumber.replace(/\D/g, '');
    words.push(digits, digits.slice(-10));
  }
  if (owner.email) {
    const [local = '', domain = ''] = owner.email.toLowerCase().split('@');
    words.push(
      owner.email,
      local,
      ...local.split(/[._+-]+/).filter((w) => w.length >= 3),
      domain.split('.')[0] ?? '',
    );
  }
  return [...new Set(words.map((w) => w.trim().toLowerCase()).filter(Boolean))];
}

/**
 * Why a password may not be set, as a sentence for the person choosing it; undefined when it may.
 * The shortest allowed length is the owner kind's (PASSWORD_RULES).
 */
export function passwordProblem(password: string, owner: PasswordOwner): string | undefined {
  return passwordRefusal(password, owner)?.message;
}

/** `passwordProblem` as a code and values (and its English), for the reader's words. */
export function passwordRefusal(password: string, owner: PasswordOwner): Worded | undefined {
  const minLength = owner.kind === 'staff' ? PASSWORD_RULES.staffMinLength : PASSWORD_RULES.customerMinLength;
  if (password.length < minLength) {
    return {
      code: 'PASSWORD_TOO_SHORT',
      params: { minLength },
      message: `Use at least ${minLength} characters`,
    };
  }
  const { score, feedback } = estimator.check(password, personalWords(owner));
  if (score >= MIN_SCORE) return undefined;
  const warning = feedback.warning ?? '';
  if (warning === 'userInputs') {
    return {
      code: 'PASSWORD_HAS_PERSONAL_WORDS',
      params: { owner: owner.kind },
      message:
        owner.kind === 'staff'
          ? 'Leave your name and e-mail out of your password: they are the first things an attacker tries'
          : 'Leave your name, mobile number and e-mail out of your password: they are the first things an attacker tries',
    };
  }
  if (COMMON_WARNINGS.has(warning)) {
    return {
      code: 'PASSWORD_COMMON',
      message: 'Choose a less common password: this one is on the lists attackers try first',
    };
  }
  if (PATTERN_WARNINGS.has(warning)) {
    return {
      code: 'PASSWORD_PATTERN',
      message: 'Avoid keyboard rows, repeats and sequences like 1234 or abcd: attackers try them first',
    };
  }
  if (DATE_WARNINGS.has(warning))
    return { code: 'PASSWORD_DATES', message: 'Avoid dates and years: they are easy to guess' };
  return {
    code: 'PASSWORD_EASY',
    message: 'This password is easy to guess: add a word or two that are not about you or this shop',
  };
}

/**
 * Refuses a password that may not be set: 400 naming `field` (`password`, `newPassword`), with the
 * reason as a sentence the form shows under the field.
 */
export function assertPasswordAllowed(field: string, password: string, owner: PasswordOwner): void {
  const problem = passwordRefusal(password, owner);
  if (problem) throw badRequest(problem.message, [{ field, ...problem }]).worded({}, 'FIELD_SENTENCE');
}

/** A new password equal to the current one changes nothing: a thief who knows it keeps it. */
export function assertPasswordChanged(field: string, current: string, next: string): void {
  if (current === next) {
    const message = 'Your new password must be different from the current one';
    throw badRequest(message, [{ field, code: 'PASSWORD_UNCHANGED', message }]).worded({}, 'FIELD_SENTENCE');
  }
}
