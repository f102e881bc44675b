/**
 * Links and picture addresses that must never be saved: scripts, HTML documents, and paths that
 * browsers read as another site (`/\evil.test`, `/<tab>/evil.test` are `//evil.test`).
 */
export const DANGEROUS_URLS = [
  'javascript:__xss(1)',
  'JaVaScRiPt:__xss(1)',
  ' javascript:__xss(1)',
  'java\tscript:__xss(1)',
  'javascript&colon;__xss(1)',
  '&#106;avascript:__xss(1)',
  'data:text/html,<script>__xss(1)</script>',
  'data:image/svg+xml,<svg onload=__xss(1)>',
  'vbscript:__xss(1)',
  '//evil.example/x.webp',
  '/\\evil.example/x.webp',
  '/\t/evil.example/x.webp',
  'x" onerror="__xss(1)',
];

type Ids = { categoryId: number; blogCategoryId: number };
type UrlField = {
  field: string;
  method: 'post' | 'put';
  url: string;
  body: (bad: string, ids: Ids) => object;
};

const unique = () => `URL probe ${Math.random().toString(36).slice(2, 8)}`;

/** Every field where staff type a link or a picture address, with a body that is valid otherwise. */
export const URL_FIELDS: UrlField[] = [
  {
    field: 'banner mediaUrl',
    method: 'post',
    url: '/api/banner',
    body: (bad) => ({ title: unique(), type: 'image', mediaUrl: bad }),
  },
  {
    field: 'banner linkUrl',
    method: 'post',
    url: '/api/banner',
    body: (bad) => ({
      title: unique(),
      type: 'image',
      mediaUrl: '/demo/banners/image-goats.webp',
      linkUrl: bad,
    }),
  },
  {
    field: 'offer imageUrl',
    method: 'post',
    url: '/api/offer',
    body: (bad) => ({ title: unique(), imageUrl: bad }),
  },
  {
    field: 'category imageUrl',
    method: 'post',
    url: '/api/category',
    body: (bad) => ({ name: unique(), imageUrl: bad }),
  },
  {
    field: 'product imageUrls',
    method: 'post',
    url: '/api/product',
    body: (bad, ids) => ({
      productCode: `URL-${Math.random().toString(36).slice(2, 8)}`,
      name: unique(),
      description: 'x',
      categoryId: ids.categoryId,
      price: 100,
      unit: '1 kg',
      stock: 1,
      imageUrls: [bad],
    }),
  },
  {
    field: 'blog coverImageUrl',
    method: 'post',
    url: '/api/blogs',
    body: (bad, ids) => ({
      title: unique(),
      blogCategoryId: ids.blogCategoryId,
      content: 'x',
      coverImageUrl: bad,
    }),
  },
  {
    field: 'settings socialLinks',
    method: 'put',
    url: '/api/settings',
    body: (bad) => ({ socialLinks: { instagram: bad } }),
  },
];
