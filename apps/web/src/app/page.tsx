import { apiGet } from '@/lib/api-server';

type Category = { id: number; name: string; productCount: number };
type Settings = { farmName: string; tagline: string };

export const dynamic = 'force-dynamic';

/** A placeholder home page until the storefront lands: it proves the web → API path works. */
export default async function HomePage() {
  const [settings, categories] = await Promise.all([
    apiGet<Settings>('/settings'),
    apiGet<Category[]>('/category/all?size=50'),
  ]);
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: '2rem 1rem' }}>
      <h1 style={{ color: 'var(--color-primary)' }}>{settings?.farmName ?? 'Farm Shop'}</h1>
      <p>{settings?.tagline}</p>
      <h2>Categories</h2>
      <ul>
        {(categories ?? []).map((c) => (
          <li key={c.id}>
            {c.name} ({c.productCount})
          </li>
        ))}
      </ul>
      <p>
        API documentation: <a href="/api/docs">/api/docs</a>
      </p>
    </main>
  );
}
