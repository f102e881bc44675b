'use client';

import type { Product } from '@farm/contract';
import { productRoutes } from '@farm/contract/plain/routes/product';
import { useQuery } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { formStyles } from '@/components/ui/form-fields';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';
import { formatPaise } from '@/lib/format';
import styles from './manual-order.module.css';

type Props = {
  /** Products already on the order (their Add buttons are off). */
  chosen: ReadonlySet<number>;
  onAdd(product: Product): void;
};

/** Finds products on sale by name or code (the staff product list's `q`) to add to a phone order. */
export function ProductFinder({ chosen, onAdd }: Props) {
  const t = useTranslations('adminOrders.phone.finder');
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(text.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [text]);
  const params = { q, status: 'active', size: 8 } as const;
  const found = useQuery({
    queryKey: ['admin', productRoutes.listProducts.path, params],
    queryFn: () => staffData(productRoutes.listProducts, { query: params }),
    enabled: q.length >= 2,
  });

  return (
    <div className={`${formStyles.field} ${styles.finder}`}>
      <label htmlFor={id} className={formStyles.label}>
        {t('label')}
      </label>
      <div className={`${kit.searchBox} ${styles.box}`}>
        <Search aria-hidden="true" size={18} />
        <input
          id={id}
          type="search"
          autoComplete="off"
          placeholder={t('placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {q.length >= 2 &&
        (found.isError ? (
          <p role="alert">{messageOf(found.error)}</p>
        ) : !found.data ? (
          <p role="status">{t('searching')}</p>
        ) : found.data.length === 0 ? (
          <p>{t('none', { q })}</p>
        ) : (
          <ul className={styles.found} aria-label={t('found')}>
            {found.data.map((product) => (
              <li key={product.id}>
                <span className={styles.foundName}>
                  {product.name}
                  <small>
                    {product.productCode} · {product.unit} · {formatPaise(product.price)} ·{' '}
                    {product.stock > 0 ? t('inStock', { count: product.stock }) : t('outOfStock')}
                  </small>
                </span>
                <button
                  type="button"
                  className={styles.add}
                  disabled={product.stock === 0 || chosen.has(product.id)}
                  onClick={() => onAdd(product)}
                >
                  <Plus aria-hidden="true" size={16} /> {chosen.has(product.id) ? t('added') : t('add')}
                  <span className="visually-hidden"> {product.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
