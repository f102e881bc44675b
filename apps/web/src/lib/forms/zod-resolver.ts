import { BASE_LANGUAGE } from '@farm/contract/plain/languages';
import { zodResolver as hookformZodResolver } from '@hookform/resolvers/zod';
import { pageLanguage } from '@/lib/words/locale';
import type { wordIssues } from './issue-words';

/** A refused parse: zod's error, whose issues are worded in place before react-hook-form reads them. */
type Refusal = { issues?: Parameters<typeof wordIssues>[0] };

/** The issues of a refusal in the page's language; the words load with the first refusal on a translated page. */
async function worded(error: unknown): Promise<unknown> {
  const issues = (error as Refusal | undefined)?.issues;
  if (pageLanguage() === BASE_LANGUAGE || !Array.isArray(issues)) return error;
  const words = await import('./issue-words');
  words.wordIssues(issues);
  return error;
}

type Parse = (values: unknown, options?: unknown) => unknown;

/** The schema as react-hook-form's resolver calls it (`parseAsync`), its refusals in the page's words. */
function inPageWords<S extends object>(schema: S): S {
  return new Proxy(schema, {
    get(target, key) {
      const member: unknown = Reflect.get(target, key, target);
      if (key !== 'parseAsync' || typeof member !== 'function') return member;
      return (values: unknown, options?: unknown) =>
        Promise.resolve((member as Parse).call(target, values, options)).catch(async (error: unknown) => {
          throw await worded(error);
        });
    },
  });
}

/**
 * react-hook-form's zod resolver, saying the contract's refusals in the page's language: on a Tamil
 * page "must be a 6-digit PIN code" reads "6 இலக்கப் பின்கோடாக இருக்க வேண்டும்", as the API's answer
 * would. Forms import it from here, never from `@hookform/resolvers/zod` (`npm run lint` refuses
 * that). The catalogue loads only when a Tamil form is first refused (decision 0041's first load).
 */
export const zodResolver = ((schema: object, ...rest: unknown[]) =>
  (hookformZodResolver as (...args: unknown[]) => unknown)(
    inPageWords(schema),
    ...rest,
  )) as typeof hookformZodResolver;
