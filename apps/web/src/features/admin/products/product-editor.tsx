'use client';

import type { Product } from '@farm/contract';
import { productRoutes } from '@farm/contract/plain/routes/product';
import { ExternalLink } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { formStyles } from '@/components/ui/form-fields';
import { DeleteAction } from '@/features/admin/form/delete-action';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { SubscriptionProductSettings } from '@/features/admin/subscriptions/subscription-product-settings';
import { productPath } from '@/features/catalogue/paths';
import { ProductForm } from './product-form';

/** `/admin/products/new` and `/admin/products/{id}`. */
export function ProductEditor({ id }: { id?: number | undefined }) {
  const t = useTranslations('adminCatalogue.products');
  const back = { href: '/admin/products', label: t('title') };
  const record = useAdminRecord(productRoutes.getProduct, id ? { params: { id } } : undefined);
  if (id && !record.data) {
    return (
      <AdminPage title={t('oneTitle')} back={back}>
        <RecordState query={record} what={t('editor.what')} />
      </AdminPage>
    );
  }
  const product = record.data;
  return (
    <AdminPage
      title={product ? product.name : t('newTitle')}
      back={back}
      actions={product && <ProductActions product={product} />}
    >
      <AdminCard>
        <ProductForm key={product?.updatedAt} product={product} />
      </AdminCard>
      {product && <SubscriptionProductSettings productId={product.id} />}
    </AdminPage>
  );
}

function ProductActions({ product }: { product: Product }) {
  const t = useTranslations('adminCatalogue.products.editor');
  return (
    <>
      {product.status === 'active' && (
        <a
          href={productPath(product.productCode)}
          target="_blank"
          rel="noopener"
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
        >
          <ExternalLink aria-hidden="true" size={16} /> {t('viewInShop')}
        </a>
      )}
      {product.status !== 'archived' && (
        <DeleteAction
          endpoint={productRoutes.deleteProduct}
          input={{ params: { id: product.id } }}
          what={t('deleteWhat', { name: product.name })}
          consequence={t('consequence')}
          goTo="/admin/products"
        />
      )}
    </>
  );
}
