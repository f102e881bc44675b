import type { Language } from '@farm/contract';
import { WORDS } from '@farm/words';

/**
 * A subscription's day not coming, its reason's code (`notComing`, kept on the outbox row) worded in
 * the language sent (packages/words/<language>/not-coming.ts).
 */
export function notComingText(code: string | undefined, language: Language): string | undefined {
  const words = WORDS[language].notComing as Record<string, string>;
  return code && Object.hasOwn(words, code) ? words[code] : undefined;
}
