export * from './lib/sizing-guide-signup';
export * from './lib/subscription-confirmed-page';
export * from './lib/unsubscribe-page';
export * from './lib/sizing-guide-page';
export * from './lib/newsletter/newsletter-archive-page';
export * from './lib/newsletter/newsletter-issue-page';
export * from './lib/price-alert-confirmed-page';
export * from './lib/preferences-page';
