export * from './lib/keyword-tags';
export * from './lib/article-card';
export * from './lib/affiliate-disclosure-box';
export * from './lib/article-body';
export * from './lib/size-chart';
export * from './lib/home-section';
export * from './lib/home-sections';
export * from './lib/post-layout';
