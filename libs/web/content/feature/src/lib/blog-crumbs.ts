/**
 * The breadcrumb trail of the blog, which every post's trail extends: a module of its own, so a post's first load
 * does not bring the blog list page's code with it.
 */
export const BLOG_CRUMBS = [
  { label: 'Home', path: '/' },
  { label: 'Blog', path: '/blog' },
];
