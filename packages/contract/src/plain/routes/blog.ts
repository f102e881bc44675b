import { route } from '../http';

/** Blogs and their categories (the categories belong to the blog module). */
export const blogRoutes = {
  listBlogs: route('GET', '/blogs/all', 'public', {
    summary: 'Published blogs, newest first (staff with a token see drafts too); no content',
  }),
  getBlogBySlug: route('GET', '/blogs/slug/:slug', 'public', {
    summary: 'A blog by its slug (for readable addresses)',
  }),
  getBlog: route('GET', '/blogs/:id', 'public'),
  createBlog: route('POST', '/blogs', 'staff'),
  updateBlog: route('PUT', '/blogs/:id', 'staff'),
  deleteBlog: route('DELETE', '/blogs/:id', 'staff'),

  listBlogCategories: route('GET', '/blog-category/all', 'public'),
  getBlogCategory: route('GET', '/blog-category/:id', 'public'),
  createBlogCategory: route('POST', '/blog-category', 'staff', { errors: ['DUPLICATE_NAME'] }),
  updateBlogCategory: route('PUT', '/blog-category/:id', 'staff', { errors: ['DUPLICATE_NAME'] }),
  deleteBlogCategory: route('DELETE', '/blog-category/:id', 'staff', { errors: ['BLOG_CATEGORY_IN_USE'] }),
};
