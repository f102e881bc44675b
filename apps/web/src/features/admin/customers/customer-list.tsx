'use client';

import { displayMobile } from '@farm/contract/plain/mobile';
import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { AdminList } from '@/features/admin/list/admin-list';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { CustomerStatus } from './customer-privacy-actions';

/** `/admin/customers`: newest first; search by name or digits of the mobile number. */
export function CustomerList() {
  return (
    <AdminList
      caption="Customers"
      endpoint={customerRoutes.listCustomers}
      searchLabel="Name or mobile number"
      rowKey={(c) => c.id}
      empty="No customer matches."
      columns={[
        {
          key: 'name',
          header: 'Name',
          cell: (c) => (
            <Link href={`/admin/customers/${c.id}`} className="admin-row-link">
              {c.name}
            </Link>
          ),
        },
        { key: 'mobile', header: 'Mobile', cell: (c) => displayMobile(c.mobileNumber) },
        { key: 'email', header: 'E-mail', wide: true, cell: (c) => c.email ?? '—' },
        {
          key: 'status',
          header: 'Account',
          cell: (c) => <CustomerStatus customer={c} />,
        },
        { key: 'joined', header: 'Joined', wide: true, cell: (c) => formatDate(c.createdAt) },
      ]}
    />
  );
}
