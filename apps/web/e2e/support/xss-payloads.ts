/**
 * Stored-XSS payloads for e2e/xss.spec.ts. `#` becomes the payload's number n: if a payload ever
 * runs it calls `__xss(n)` (or `alert(n)`...), which the probe records. Every payload keeps the
 * text `__xss(n)`, so a page's HTML shows which payloads it rendered. All fit an 80-character
 * field (the shortest names), none starts or ends with what a trim would eat, and none holds a NUL byte (PostgreSQL text cannot store one).
 */
const TEMPLATES: Record<string, string[]> = {
  'script tags': [
    '<script>__xss(#)</script>',
    '<SCRIPT>__xss(#)</SCRIPT>',
    '<script src=data:text/javascript,__xss(#)></script>',
    '<script>/*</script>*/__xss(#)</script>',
    '"><script>__xss(#)</script>',
    "'><script>__xss(#)</script>",
    '</title><script>__xss(#)</script>',
    '</textarea><script>__xss(#)</script>',
    '</style><script>__xss(#)</script>',
    '<scr<script>ipt>__xss(#)</scr</script>ipt>',
    '<noscript><p title="</noscript><img src=x onerror=__xss(#)>">',
    '<script type=module>__xss(#)</script>',
    '<script>eval(atob("X194c3Mo"+"#)"))</script><!--__xss(#)-->',
    '<svg><script>__xss(#)</script></svg>',
    '<math><script>__xss(#)</script></math>',
  ],
  'event handlers': [
    '<img src=x onerror=__xss(#)>',
    '<img src=x onerror="__xss(#)">',
    '<img/src=x/onerror=__xss(#)>',
    '<IMG SRC=x ONERROR=__xss(#)>',
    '<img src=x onerror=&#95;&#95;xss(#)>',
    '<img src onerror=__xss(#)>',
    '<img srcset=",,,,x" onerror=__xss(#)>',
    '<image src=x onerror=__xss(#)>',
    '<body onload=__xss(#)>',
    '<body onpageshow=__xss(#)>',
    '<svg onload=__xss(#)>',
    '<svg/onload=__xss(#)>',
    '<svg><animate onbegin=__xss(#) attributeName=x dur=1s>',
    '<svg><set onbegin=__xss(#) attributeName=x to=1>',
    '<details open ontoggle=__xss(#)>',
    '<input autofocus onfocus=__xss(#)>',
    '<select autofocus onfocus=__xss(#)></select>',
    '<textarea autofocus onfocus=__xss(#)></textarea>',
    '<video><source onerror=__xss(#)></video>',
    '<audio src=x onerror=__xss(#)>',
    '<marquee onstart=__xss(#)>goats</marquee>',
    '<div onmouseover=__xss(#)>hover me</div>',
    '<a onclick=__xss(#)>click me</a>',
    '<style onload=__xss(#)></style>',
    '<link rel=stylesheet href=x onerror=__xss(#)>',
    '<x onpointerenter=__xss(#)>x</x>',
    '<img src=x onerror=alert(#)>__xss(#)',
    '<img src=x onerror=confirm(#)>__xss(#)',
    '<img src=x onerror=prompt(#)>__xss(#)',
    "<img src=x onerror=import('data:text/javascript,__xss(#)')>",
    '<iframe srcdoc="<script>parent.__xss(#)</script>">',
    '<math><mtext><table><mglyph><style><img src=x onerror=__xss(#)>',
    '<form><button formaction=javascript:__xss(#)>x</button></form>',
    '<object data=javascript:__xss(#)>',
    '<embed src=javascript:__xss(#)>',
  ],
  'javascript: links': [
    'javascript:__xss(#)',
    'JaVaScRiPt:__xss(#)',
    'java\tscript:__xss(#)',
    'javascript&colon;__xss(#)',
    '&#106;avascript:__xss(#)',
    '<a href="javascript:__xss(#)">click</a>',
    '<a href=" javascript:__xss(#)">click</a>',
    '<a href="jav&#x09;ascript:__xss(#)">click</a>',
    '<a href=data:text/html,<script>__xss(#)</script>>x</a>',
    'vbscript:__xss(#)',
    '<iframe src=javascript:parent.__xss(#)>',
    '<base href=javascript:__xss(#)//>',
    '<meta http-equiv=refresh content="0;url=javascript:__xss(#)">',
  ],
  'markdown tricks': [
    '[click](javascript:__xss(#))',
    '[click](javascript&#58;__xss(#))',
    '![x](x" onerror="__xss(#))',
    '[a](data:text/html,<script>__xss(#)</script>)',
    '<javascript:__xss(#)>',
    '[x]: javascript:__xss(#)',
    '# <img src=x onerror=__xss(#)>',
    '- <img src=x onerror=__xss(#)>',
    '1. <svg onload=__xss(#)>',
    '`<img src=x onerror=__xss(#)>`',
    '**<img src=x onerror=__xss(#)>**',
    '[![x](x)](javascript:__xss(#))',
    '<details><summary>x</summary><img src=x onerror=__xss(#)></details>',
    '[x](&#x6A;avascript:__xss(#))',
  ],
  'attribute breakouts': [
    '" onmouseover="__xss(#)',
    "' onmouseover='__xss(#)",
    '" autofocus onfocus="__xss(#)',
    '"><img src=x onerror=__xss(#)>',
    "'><img src=x onerror=__xss(#)>",
    '`><img src=x onerror=__xss(#)>',
    '" style="background:url(javascript:__xss(#))',
    'x" onerror="__xss(#)',
    '"/><svg onload=__xss(#)>',
    '</a><img src=x onerror=__xss(#)>',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-literal injection, as text
    '${__xss(#)}',
    "{{constructor.constructor('__xss(#)')()}}",
    '{{__xss(#)}}',
    '#{__xss(#)}',
    '<div style="width:expression(__xss(#))">',
    '<style>*{background:url("javascript:__xss(#)")}</style>',
  ],
  'unicode tricks': [
    '＜script＞__xss(#)＜/script＞',
    '\\u003cscript\\u003e__xss(#)\\u003c/script\\u003e',
    '<\u202escript>__xss(#)</script>',
    'java\u200bscript:__xss(#)',
    '<img src=x onerror=\\u005f_xss(#)>',
    'x\u2028</script><script>__xss(#)</script>',
    '<ſcript>__xss(#)</ſcript>',
    '%3Cscript%3E__xss(#)%3C/script%3E',
    '&lt;script&gt;__xss(#)&lt;/script&gt;',
    '🐐<img src=x onerror=__xss(#)>',
    'பால்<script>__xss(#)</script>',
    'x\ufeff<script>__xss(#)</script>',
    '<scr\u00adipt>__xss(#)</script>',
    '<img src=x one\u0301rror=__xss(#)>',
    '+ADw-script+AD4-__xss(#)+ADw-/script+AD4-',
  ],
  'JSON-LD and script-data breakouts': [
    '</script><script>__xss(#)</script>',
    '</SCRIPT ><script>__xss(#)</script>',
    '<!--<script>__xss(#)</script>',
    '"}</script><script>__xss(#)</script>',
    '</script\t><script>__xss(#)</script>',
    '</script/x><script>__xss(#)</script>',
    'x\u2028\u2029"}]}</script><img src=x onerror=__xss(#)>',
    '<!--</script><script>__xss(#)</script>-->',
  ],
};

export type Payload = { n: number; kind: string; text: string };

export const PAYLOADS: Payload[] = Object.entries(TEMPLATES)
  .flatMap(([kind, templates]) => templates.map((template) => ({ kind, text: template })))
  .map((p, i) => ({ n: i + 1, kind: p.kind, text: p.text.replaceAll('#', String(i + 1)) }));

/** Payloads joined into chunks of at most `max` characters (one field's worth each). */
export function packPayloads(payloads: Payload[], max: number, separator = '\n'): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const { text } of payloads) {
    const next = current ? `${current}${separator}${text}` : text;
    if (next.length <= max) current = next;
    else {
      chunks.push(current);
      current = text;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/**
 * The numbers of the payloads that a piece of HTML or text contains (`xss(n)` survives HTML
 * escaping and is in every payload, also in those that spell `__` as entities or escapes).
 */
export function payloadNumbersIn(html: string): Set<number> {
  return new Set([...html.matchAll(/xss\((\d+)\)/g)].map((m) => Number(m[1])));
}

/** The payloads in chunks that fit a field: single-line fields get spaces, texts get lines. */
export const chunks = (max: number, separator = ' ') => packPayloads(PAYLOADS, max, separator);

/** Every payload in one text (about 4,300 characters: fits a 5,000-character field). */
export const ALL_PAYLOADS = packPayloads(PAYLOADS, 5000, '\n\n')[0] as string;
