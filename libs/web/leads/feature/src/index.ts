export * from './lib/sizing-guide-signup';
export * from './lib/subscription-confirmed-page';
export * from './lib/unsubscribe-page';
export * from './lib/sizing-guide-page';
export * from './lib/preferences-page';
