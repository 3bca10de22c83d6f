export * from './lib/blog-page';
export * from './lib/blog-post-page';
export * from './lib/guides-page';
