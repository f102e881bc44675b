import type { Fixture } from '../catalogue/generate.js';

type Hit = { id: number; name: string };

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * Does the search find what a person would expect? `within` N: the target product (or one with its
 * very name) is among the first N hits; 'any-name-contains': the first hit's name contains the query.
 */
export async function searchFinds(
  apiUrl: string,
  path: string,
  target: Fixture['target'],
  within: number | 'any-name-contains',
): Promise<string | undefined> {
  const res = await fetch(`${apiUrl}${path}`, { headers: { 'cache-control': 'no-cache' } });
  if (!res.ok) return `answered ${res.status}`;
  const hits = ((await res.json()) as { response: Hit[] }).response;
  if (within === 'any-name-contains') {
    const keywords = squash(decodeURIComponent(/keywords=([^&]*)/.exec(path)?.[1] ?? ''));
    return hits[0] && squash(hits[0].name).includes(keywords) ? undefined : 'first hit does not match';
  }
  const found = hits.slice(0, within).some((h) => h.id === target.id || h.name === target.name);
  return found ? undefined : `"${target.name}" not among the first ${within} hits`;
}

/** Searches as people around Pollachi type them: the first hit's Tamil or English name has `expect`. */
export const TAMIL_SEARCHES = [
  { id: 'search-tamil', what: 'Tamil script', keywords: 'நெய்', expect: /நெய்/ },
  { id: 'search-tamil-spaced', what: 'Tamil, spaced', keywords: 'ஆட்டு பால்', expect: /ஆட்டு பால்/ },
  { id: 'search-tanglish', what: 'Tanglish', keywords: 'aattu paal', expect: /ஆட்டு பால்/ },
  { id: 'search-short-typo', what: 'short typo', keywords: 'gee', expect: /ghee/i },
] as const;

export async function searchFindsTamil(apiUrl: string, path: string, expect: RegExp) {
  const res = await fetch(`${apiUrl}${path}`, { headers: { 'cache-control': 'no-cache' } });
  if (!res.ok) return `answered ${res.status}`;
  const hits = ((await res.json()) as { response: (Hit & { translations: { ta?: { name?: string } } })[] })
    .response;
  const first = hits[0];
  return first && (expect.test(first.name) || expect.test(first.translations.ta?.name ?? ''))
    ? undefined
    : `first hit ${first ? `"${first.name}"` : 'none'} does not match ${expect}`;
}
