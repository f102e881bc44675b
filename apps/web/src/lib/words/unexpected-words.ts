import { BASE_LANGUAGE, type Language } from '@farm/contract/plain/languages';
import { pageLanguage } from './locale';

/**
 * The catalogue's `problems.UNEXPECTED` ("Something went wrong. Please try again."), per language:
 * what `messageOf` says of an error that is no answer of the API. The root layout reads it from the
 * catalogue and `LanguageProvider` hands it over before any part of the page draws, so the sentence
 * is there synchronously without the problems catalogue on a page's first load (problem-words.ts
 * loads only with a failed answer). Kept per language, as the catalogue holds it: a server that
 * draws pages in both languages holds both, and a sentence never depends on the request.
 */
const sentences = new Map<Language, string>();

/** Keeps the catalogue's sentence of one language (LanguageProvider, on every page). */
export function rememberUnexpected(language: Language, sentence: string): void {
  sentences.set(language, sentence);
}

/** The sentence in the page's language (the base language's until that one is known). */
export function unexpectedText(language: Language = pageLanguage()): string {
  return sentences.get(language) ?? sentences.get(BASE_LANGUAGE) ?? '';
}
