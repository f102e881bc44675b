import { route } from '../http';

/** Product categories: public reads, staff writes (a category with products is archived, not deleted). */
export const categoryRoutes = {
  listCategories: route('GET', '/category/all', 'public'),
  getCategory: route('GET', '/category/:id', 'public'),
  createCategory: route('POST', '/category', 'staff', { errors: ['DUPLICATE_NAME'] }),
  updateCategory: route('PUT', '/category/:id', 'staff', { errors: ['DUPLICATE_NAME'] }),
  deleteCategory: route('DELETE', '/category/:id', 'staff'),
  restoreCategory: route('POST', '/category/:id/restore', 'staff', {
    summary: 'Bring an archived category back to the shop',
  }),
};
