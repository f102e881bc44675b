import type { Category } from '@farm/contract';
import Link from 'next/link';
import { getShopSettings } from '@/features/settings/shop-settings';
import { serverData } from '@/lib/api/server';

export const dynamic = 'force-dynamic';

/** Home: placeholder until the home page of the storefront lands. */
export default async function HomePage() {
  const [settings, categories] = await Promise.all([
    getShopSettings(),
    serverData<Category[]>('/category/all?size=50'),
  ]);
  return (
    <div className="container" style={{ padding: '2rem 1rem' }}>
      <h1 style={{ color: 'var(--color-primary)' }}>{settings.farmName}</h1>
      <p>{settings.tagline}</p>
      <h2>Categories</h2>
      <ul>
        {(categories ?? []).map((c) => (
          <li key={c.id}>
            <Link href={`/products?category=${c.id}`}>{c.name}</Link> ({c.productCount})
          </li>
        ))}
      </ul>
    </div>
  );
}
