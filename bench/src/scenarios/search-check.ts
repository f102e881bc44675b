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

/** Searches as people around Pollachi type them: among the first `within` hits, a Tamil or English name has `expect`. */
export const TAMIL_SEARCHES = [
  { id: 'search-tamil', what: 'Tamil script', keywords: 'நெய்', expect: /நெய்/, within: 1 },
  { id: 'search-tamil-spaced', what: 'Tamil, spaced', keywords: 'ஆட்டு பால்', expect: /ஆட்டு பால்/, within: 1 },
  { id: 'search-tanglish', what: 'Tanglish', keywords: 'aattu paal', expect: /ஆட்டு பால்/, within: 1 },
  // Within the page: a name's squashed words may contain it ("Heritage Erode" holds "gee").
  { id: 'search-short-typo', what: 'short typo', keywords: 'gee', expect: /ghee/i, within: 24 },
] as const;

export async function searchFindsTamil(apiUrl: string, path: string, expect: RegExp, within: number) {
  const res = await fetch(`${apiUrl}${path}`, { headers: { 'cache-control': 'no-cache' } });
  if (!res.ok) return `answered ${res.status}`;
  const hits = ((await res.json()) as { response: (Hit & { translations: { ta?: { name?: string } } })[] })
    .response;
  const matches = (hit: (typeof hits)[number]) =>
    expect.test(hit.name) || expect.test(hit.translations.ta?.name ?? '');
  return hits.slice(0, within).some(matches)
    ? undefined
    : `none of the first ${within} hits (first "${hits[0]?.name ?? 'none'}") matches ${expect}`;
}
