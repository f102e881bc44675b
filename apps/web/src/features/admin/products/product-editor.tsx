'use client';

import type { Product } from '@farm/contract';
import { productRoutes } from '@farm/contract/plain/routes/product';
import { ExternalLink } from 'lucide-react';
import { formStyles } from '@/components/ui/form-fields';
import { DeleteAction } from '@/features/admin/form/delete-action';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { ProductForm } from './product-form';

const back = { href: '/admin/products', label: 'Products' };

/** `/admin/products/new` and `/admin/products/{id}`. */
export function ProductEditor({ id }: { id?: number | undefined }) {
  const record = useAdminRecord(productRoutes.getProduct, id ? { params: { id } } : undefined);
  if (id && !record.data) {
    return (
      <AdminPage title="Product" back={back}>
        <RecordState query={record} what="product" />
      </AdminPage>
    );
  }
  const product = record.data;
  return (
    <AdminPage
      title={product ? product.name : 'New product'}
      back={back}
      actions={product && <ProductActions product={product} />}
    >
      <AdminCard>
        <ProductForm key={product?.updatedAt} product={product} />
      </AdminCard>
    </AdminPage>
  );
}

function ProductActions({ product }: { product: Product }) {
  return (
    <>
      {product.status === 'active' && (
        <a
          href={`/productDetailsPage?productCode=${encodeURIComponent(product.productCode)}`}
          target="_blank"
          rel="noopener"
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
        >
          <ExternalLink aria-hidden="true" size={16} /> View in shop
        </a>
      )}
      {product.status !== 'archived' && (
        <DeleteAction
          endpoint={productRoutes.deleteProduct}
          input={{ params: { id: product.id } }}
          what={`the product "${product.name}"`}
          consequence="A product that orders refer to is archived instead: it leaves the shop, and its orders keep showing what was bought."
          goTo="/admin/products"
        />
      )}
    </>
  );
}
