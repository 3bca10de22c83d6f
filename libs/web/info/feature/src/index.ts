export * from './lib/about-page';
export * from './lib/breed-guides-page';
export * from './lib/contact-page';
export * from './lib/cookie-policy-page';
export * from './lib/disclosure-page';
export * from './lib/methodology-page';
export * from './lib/privacy-page';
export * from './lib/terms-page';
